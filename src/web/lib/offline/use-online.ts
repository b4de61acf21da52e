// Whether the browser says it has a network (navigator.onLine and its online/offline events).
// "Online" may still be a network that fails; the screens also treat a failed fetch as offline
// where they hold data to show (docs/decisions/0036-offline-member-data.md).
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);
