// How many messages wait unread and how many likes wait for an answer, for the badges of the
// member's tabs on every page a verified member sees (docs/architecture.md, "The member's
// shell"). The shell is in the first chunk every page loads, so this is a small store over a
// plain request (GET /api/me/badges, both counts at once), not TanStack Query, which stays out of
// public pages (docs/decisions/0016-data-loading.md). The messages pages keep the unread count
// exact while they are open (their live socket and their conversation list write it); elsewhere
// both are asked again when the member moves to another page or comes back to the tab, at most
// every REFRESH_AFTER_MS.
import { useEffect, useSyncExternalStore } from 'react';
import { getBadges } from '../../shared/routes/badges-endpoints';
import { callApi } from './call-api';

/** A count this fresh is not asked again on navigation (a page change is not a new message). */
const REFRESH_AFTER_MS = 30_000;

let total: number | null = null;
let likes: number | null = null;
let askedAt = Number.NEGATIVE_INFINITY;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: number | null) {
  if (next === total) return;
  total = next;
  listeners.forEach((listener) => listener());
}

/** The server's count (from the conversation list, or the count request). */
export function setUnreadTotal(value: number): void {
  set(Math.max(0, value));
}

/** A change seen live (a new message, a conversation read); nothing until a count is known. */
export function adjustUnreadTotal(delta: number): void {
  if (total !== null) set(Math.max(0, total + delta));
}

function setLikes(next: number | null) {
  if (next === likes) return;
  likes = next;
  listeners.forEach((listener) => listener());
}

/** Asks the server; concurrent calls share one request, and a failure keeps the last counts. */
export function refreshUnreadTotal(): Promise<void> {
  askedAt = Date.now();
  pending ??= callApi(getBadges)
    .then(
      ({ unreadMessages, newLikes }) => {
        setUnreadTotal(unreadMessages);
        setLikes(Math.max(0, newLikes));
      },
      () => undefined,
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Signed out (or not yet allowed to write), and tests: the next member starts from nothing. */
export function forgetUnreadTotal(): void {
  askedAt = Number.NEGATIVE_INFINITY;
  set(null);
  setLikes(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => total;
const likesSnapshot = () => likes;

/**
 * The unread count for a member who may message (`enabled`), or null while unknown. `page` is
 * the current path: a new page asks again when the count is older than REFRESH_AFTER_MS.
 */
export function useUnreadTotal(enabled: boolean, page: string): number | null {
  useBadgeRefresh(enabled, page);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The likes waiting for the member's answer (asked with the unread count), or null while unknown. */
export function useNewLikes(enabled: boolean, page: string): number | null {
  useBadgeRefresh(enabled, page);
  return useSyncExternalStore(subscribe, likesSnapshot, likesSnapshot);
}

/** Asks the counts again on a new page when older than REFRESH_AFTER_MS, and on coming back to the tab. */
function useBadgeRefresh(enabled: boolean, page: string): void {
  useEffect(() => {
    if (!enabled) {
      forgetUnreadTotal();
      return;
    }
    if (Date.now() - askedAt > REFRESH_AFTER_MS) void refreshUnreadTotal();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void refreshUnreadTotal();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [enabled, page]);
}
