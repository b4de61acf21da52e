// The five onboarding flags cached under localStorage 'auth_state' (spec section 3), used only
// to paint the header and the gate before GET /api/me answers; the server stays the authority.
import type { Me } from '../../../shared/contracts/me';
import { forgetOfflineData, offlineOwner, rememberOfflineOwner } from '../offline/offline-owner';
import { clearSubscriptionCache } from './subscription-cache';

export const AUTH_STATE_KEY = 'auth_state';
export const AUTH_FLAGS = ['isAuthenticated', 'hasSubscription', 'hasCompletedQuestionnaire', 'hasVerifiedID', 'isPremium'] as const;
export type AuthState = Record<(typeof AUTH_FLAGS)[number], boolean>;

export const SIGNED_OUT: AuthState = {
  isAuthenticated: false,
  hasSubscription: false,
  hasCompletedQuestionnaire: false,
  hasVerifiedID: false,
  isPremium: false,
};

/** The cached flags, or null when missing or not exactly five booleans (tampered, or an old shape). */
export function readAuthState(): AuthState | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(AUTH_STATE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const record = parsed as Record<string, unknown>;
    if (!AUTH_FLAGS.every((flag) => typeof record[flag] === 'boolean')) return null;
    return Object.fromEntries(AUTH_FLAGS.map((flag) => [flag, record[flag]])) as AuthState;
  } catch {
    return null; // Unparsable text, or storage blocked by the browser.
  }
}

export function writeAuthState(me: Me): void {
  try {
    if (!me.isAuthenticated) {
      localStorage.removeItem(AUTH_STATE_KEY);
      clearSubscriptionCache();
      // Signed out elsewhere, or the session ended: the offline copy goes with it.
      if (offlineOwner() !== null) forgetOfflineData();
      return;
    }
    // Another member than the one whose offline copy this is: that copy goes.
    if (me.user) rememberOfflineOwner(me.user.id);
    const state = Object.fromEntries(AUTH_FLAGS.map((flag) => [flag, me[flag]]));
    localStorage.setItem(AUTH_STATE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or a full storage: the cache is only a first-paint hint.
  }
}

/**
 * Sign-out: the flags, the paywall's subscription cache (spec section 4) and the offline copy of
 * the member's matches and conversations (docs/decisions/0036-offline-member-data.md) go together.
 */
export function clearAuthState(): void {
  clearSubscriptionCache();
  forgetOfflineData();
  try {
    localStorage.removeItem(AUTH_STATE_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
