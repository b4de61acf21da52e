import { AlertTriangle } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { ErrorActions } from './error-actions';

export function GlobalErrorScreen() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div role="alert" className="max-w-md text-center">
        <AlertTriangle aria-hidden="true" className="mx-auto mb-4 size-12 text-red-700" />
        <h1 className="mb-2 text-2xl font-bold">{t('common.errorScreens.global.title')}</h1>
        <p className="mb-6 text-stone-700 dark:text-stone-300">{t('common.errorScreens.global.text')}</p>
        {/* A full navigation home: the app's state may be what broke. */}
        <ErrorActions fullReload />
      </div>
    </main>
  );
}
