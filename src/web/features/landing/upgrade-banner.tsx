import { Crown } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useSession } from '../../lib/session/use-session';

/** Spec: non-premium users see this banner (visitors and Basic members); Premium members do not. */
export function UpgradeBanner() {
  const { t } = useTranslation();
  const { me } = useSession();
  if (me.isPremium) return null;
  return (
    <section aria-labelledby="upgrade-title" className="px-4 py-10 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 rounded-3xl bg-stone-900 px-6 py-8 text-center sm:flex-row sm:justify-between sm:px-10 sm:text-start dark:bg-amber-950">
        <h2 id="upgrade-title" className="flex items-center gap-3 text-xl font-bold text-balance text-white">
          <Crown aria-hidden="true" className="size-7 shrink-0 text-amber-300" />
          {t('landing.upgrade.text')}
        </h2>
        <Link
          to={paths.pricing}
          className="inline-flex shrink-0 items-center justify-center rounded-full bg-amber-300 px-6 py-2.5 text-sm font-semibold text-stone-950 hover:bg-amber-200"
        >
          {t('landing.upgrade.cta')}
        </Link>
      </div>
    </section>
  );
}
