// Who the visitor is, for the header and the gate: GET /api/me loaded once per page load and
// shared by every component (a tiny store rather than TanStack Query, for the JS budget).
import { useSyncExternalStore } from 'react';
import type { Me } from '../../../shared/contracts/me';
import { fetchMe } from './me-api';
import { clearAuthState, readAuthState, SIGNED_OUT, writeAuthState } from './auth-state';

export type SessionStatus = 'loading' | 'ready' | 'error';
export interface SessionSnapshot {
  me: Me;
  status: SessionStatus;
}

let snapshot: SessionSnapshot | null = null;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: SessionSnapshot) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** Until the server answers, the cached flags (or "signed out") paint the first frame. */
function initial(): SessionSnapshot {
  return { me: { ...SIGNED_OUT, ...readAuthState() }, status: 'loading' };
}

/**
 * Asks the server again (after sign-in or sign-out); concurrent calls share one request. Resolves
 * with who the visitor now is (the last known answer when the server could not be reached).
 */
export function refreshSession(): Promise<Me> {
  pending ??= fetchMe()
    .then(
      (me) => {
        writeAuthState(me);
        set({ me, status: 'ready' });
      },
      () => set({ me: getSnapshot().me, status: 'error' }),
    )
    .finally(() => {
      pending = null;
    });
  return pending.then(() => getSnapshot().me);
}

/** After sign-out: every flag back to false at once, before the server confirms. */
export function resetSession(): void {
  clearAuthState();
  set({ me: { ...SIGNED_OUT }, status: 'loading' });
}

/** Tests: forget the loaded session so the next render loads it again. */
export function forgetSession(): void {
  snapshot = null;
  pending = null;
}

function getSnapshot(): SessionSnapshot {
  if (!snapshot) {
    snapshot = initial();
    void refreshSession();
  }
  return snapshot;
}

/**
 * main.tsx asks at start, beside the first page's chunk and texts, so that the answer is not
 * one more round trip after the first render (docs/targets.md S3); the header then reads it.
 */
export function prefetchSession(): void {
  getSnapshot();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionSnapshot & { refresh: () => Promise<Me> } {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { ...current, refresh: refreshSession };
}
