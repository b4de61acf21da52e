// Whose data this browser keeps for offline use (docs/decisions/0036-offline-member-data.md): the
// member id under localStorage 'offline_owner', and the IndexedDB database that holds their last
// matches, conversations and unsent messages. Part of the first chunk (auth-state.ts calls it),
// so it is only these few lines: the store itself is loaded by member pages alone.
// On a shared phone nothing of one member is ever shown to another: the database is deleted on
// sign-out, and when the server names another member than the one whose data it holds.

export const OFFLINE_DB = 'sahel-offline';
export const OFFLINE_OWNER_KEY = 'offline_owner';

/** The member whose data is kept, or null (nobody, or storage blocked). */
export function offlineOwner(): string | null {
  try {
    return localStorage.getItem(OFFLINE_OWNER_KEY);
  } catch {
    return null;
  }
}

/** The server says `memberId` is signed in: another member's data, if any, goes first. */
export function rememberOfflineOwner(memberId: string): void {
  if (offlineOwner() === memberId) return;
  forgetOfflineData();
  try {
    localStorage.setItem(OFFLINE_OWNER_KEY, memberId);
  } catch {
    // Storage blocked: nothing is kept offline (the store writes only for the named owner).
  }
}

/** Sign-out, or nobody signed in any more: the owner and the whole database go. */
export function forgetOfflineData(): void {
  try {
    localStorage.removeItem(OFFLINE_OWNER_KEY);
  } catch {
    // Storage blocked: there is no owner to forget.
  }
  try {
    // Open connections close on the `versionchange` this causes (offline-db.ts), so it is not held up.
    indexedDB.deleteDatabase(OFFLINE_DB);
  } catch {
    // No IndexedDB in this browser: nothing was kept.
  }
}
