import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { usePageMeta } from '../../lib/use-page-meta';

/** The spec's not-found page: '404', 'Page not found' and a link back to '/'; the miss is logged. */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageMeta('notFound');
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="mb-2 text-7xl font-extrabold text-amber-800 dark:text-amber-300">404</p>
      <h1 className="mb-6 text-2xl font-bold">{t('common.notFound.title')}</h1>
      <Link className="btn-primary" to={paths.home}>
        {t('common.notFound.home')}
      </Link>
    </main>
  );
}
