// Said above what a member screen kept from their last visit when there is no network to ask
// again (docs/decisions/0036-offline-member-data.md): "Offline — showing what you last saw".
import { CloudOff } from 'lucide-react';
import { useTranslation } from '../i18n/react';
import { ApiError } from '../lib/api-client';
import { useOnline } from '../lib/offline/use-online';

/** The request never reached the server (the browser offline, or the connection dropped). */
export const isNetworkFailure = (error: unknown): boolean => error instanceof ApiError && error.code === 'NETWORK';

/**
 * Shown when the browser is offline, or when the last try failed for want of a network
 * (`failedOffline`): the data under it is the copy last seen.
 */
export function OfflineMarker({ failedOffline = false, className }: { failedOffline?: boolean; className?: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (online && !failedOffline) return null;
  return (
    <p
      role="status"
      className={`flex items-center gap-2 rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 text-sm text-stone-800 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200 ${className ?? ''}`}
    >
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      {t('common.offlineData.marker')}
    </p>
  );
}
