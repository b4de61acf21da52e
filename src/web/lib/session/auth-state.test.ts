import { describe, expect, it } from 'vitest';
import { AUTH_STATE_KEY, clearAuthState, readAuthState, writeAuthState } from './auth-state';
import { member, VISITOR } from '../../test/session-fixtures';

const ALL_TRUE = {
  isAuthenticated: true,
  hasSubscription: true,
  hasCompletedQuestionnaire: true,
  hasVerifiedID: true,
  isPremium: true,
};

describe('auth_state cache', () => {
  it('reads back the five flags it wrote, and nothing else (no e-mail, no name)', () => {
    writeAuthState(member({ hasSubscription: true }));
    expect(readAuthState()).toEqual({ ...VISITOR, isAuthenticated: true, hasSubscription: true });
    expect(localStorage.getItem(AUTH_STATE_KEY)).not.toContain('amina');
  });

  it('drops extra properties when reading', () => {
    localStorage.setItem(AUTH_STATE_KEY, JSON.stringify({ ...ALL_TRUE, role: 'admin' }));
    expect(readAuthState()).toEqual(ALL_TRUE);
  });

  it.each([
    ['missing', null],
    ['not JSON', '{oops'],
    ['an array', '[true]'],
    ['a missing flag', JSON.stringify({ ...ALL_TRUE, isPremium: undefined })],
    ['a string instead of a boolean', JSON.stringify({ ...ALL_TRUE, isAuthenticated: 'true' })],
    ['null', 'null'],
  ])('refuses a value that is %s', (_, stored) => {
    if (stored !== null) localStorage.setItem(AUTH_STATE_KEY, stored);
    expect(readAuthState()).toBeNull();
  });

  it('removes the cache for a visitor and on clear', () => {
    writeAuthState(member());
    writeAuthState(VISITOR);
    expect(localStorage.getItem(AUTH_STATE_KEY)).toBeNull();
    writeAuthState(member());
    clearAuthState();
    expect(localStorage.getItem(AUTH_STATE_KEY)).toBeNull();
  });
});
