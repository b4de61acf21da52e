import { Hourglass } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { usePageMeta } from '../../lib/use-page-meta';

export type ComingSoonArea = 'home' | 'profiles' | 'verify';

/**
 * An honest placeholder for the member areas that later issues build (accounts, payments,
 * verification, discovery): it says what is coming and where to go meanwhile.
 */
export function ComingSoonPage({ area }: { area: ComingSoonArea }) {
  const { t } = useTranslation();
  usePageMeta(area);
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-20 text-center">
      <Hourglass aria-hidden="true" className="mx-auto mb-6 size-12 text-amber-700 dark:text-amber-300" />
      <h1 className="mb-4 text-3xl font-bold">{t(`common.comingSoon.${area}.title`)}</h1>
      <p className="mb-8 text-lg text-stone-700 dark:text-stone-300">{t(`common.comingSoon.${area}.text`)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link className="btn-primary" to={paths.landing}>
          {t('common.comingSoon.explore')}
        </Link>
        <Link className="btn-secondary" to={paths.contact}>
          {t('common.comingSoon.contact')}
        </Link>
      </div>
    </main>
  );
}
