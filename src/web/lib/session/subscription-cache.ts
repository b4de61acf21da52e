// The browser's copy of a completed subscription under the spec's names (userEmail,
// subscription_active, subscription_id, subscription_date). A cache only: access is always
// decided by the server (GET /api/me), and sign-out clears it (auth-state.ts).
import { STORAGE_KEYS } from '../../../shared/constants';

export const SUBSCRIPTION_CACHE_KEYS = [
  STORAGE_KEYS.userEmail,
  STORAGE_KEYS.subscriptionActive,
  STORAGE_KEYS.subscriptionId,
  STORAGE_KEYS.subscriptionDate,
] as const;

export function writeSubscriptionCache(entry: { email: string; subscriptionId: string; date: Date }): void {
  try {
    localStorage.setItem(STORAGE_KEYS.userEmail, entry.email);
    localStorage.setItem(STORAGE_KEYS.subscriptionActive, 'true');
    localStorage.setItem(STORAGE_KEYS.subscriptionId, entry.subscriptionId);
    localStorage.setItem(STORAGE_KEYS.subscriptionDate, entry.date.toISOString());
  } catch {
    // Private mode or a full storage: nothing depends on this copy.
  }
}

export function clearSubscriptionCache(): void {
  try {
    for (const key of SUBSCRIPTION_CACHE_KEYS) localStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
