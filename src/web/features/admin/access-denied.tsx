import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';

/** What a signed-in member who is not an admin sees at /admin (spec section 4). */
export function AccessDenied() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-20 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto mb-6 size-12 text-red-700 dark:text-red-300" />
      <h1 className="mb-4 text-3xl font-bold">{t('admin.denied.title')}</h1>
      <p className="mb-8 text-lg text-stone-700 dark:text-stone-300">{t('admin.denied.text')}</p>
      <Link className="btn-primary" to={paths.home}>
        {t('admin.denied.home')}
      </Link>
    </main>
  );
}
