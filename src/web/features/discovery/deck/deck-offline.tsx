// The deck without a network (docs/decisions/0036-offline-member-data.md): new profiles come only
// from the server, so instead of an error it says a connection is needed, with Try again. The
// deck also comes back by itself once the browser is online again: a request that waited goes
// on (TanStack Query), and one that failed is tried again here.
import { CloudOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/react';

export function DeckOffline({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div role="status" className="rounded-3xl border border-stone-200 p-8 text-center dark:border-stone-700">
      <CloudOff aria-hidden="true" className="mx-auto mb-3 size-10 text-amber-800 dark:text-amber-300" />
      <h2 className="mb-2 text-2xl font-bold">{t('discovery.offline.title')}</h2>
      <p className="mb-6 text-stone-700 dark:text-stone-300">{t('discovery.offline.text')}</p>
      <button type="button" className="btn-secondary min-h-11" onClick={onRetry}>
        {t('common.actions.retry')}
      </button>
    </div>
  );
}
