import { useTranslation } from '../../i18n/react';
import { ErrorActions } from './error-actions';

export function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <div role="alert">
        <h1 className="mb-3 text-2xl font-bold">{t('common.errorScreens.route.title')}</h1>
        <p className="mb-6 text-stone-700 dark:text-stone-300">{t('common.errorScreens.route.text')}</p>
        <ErrorActions />
      </div>
    </main>
  );
}
