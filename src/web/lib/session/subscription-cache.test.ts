// The subscription cache of spec sections 4 and 8: written under the spec's names, and gone
// with the session's flags on sign-out.
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants';
import { AUTH_STATE_KEY, writeAuthState } from './auth-state';
import { member, VISITOR } from '../../test/session-fixtures';
import { resetSession } from './use-session';
import { SUBSCRIPTION_CACHE_KEYS, writeSubscriptionCache } from './subscription-cache';

const DATE = new Date('2026-11-22T10:00:00.000Z');

beforeEach(() => localStorage.clear());

describe('subscription cache', () => {
  it('keeps userEmail, subscription_active, subscription_id and subscription_date', () => {
    writeSubscriptionCache({ email: 'amina@example.com', subscriptionId: 'cs_1', date: DATE });
    expect(SUBSCRIPTION_CACHE_KEYS).toEqual(['userEmail', 'subscription_active', 'subscription_id', 'subscription_date']);
    expect(localStorage.getItem(STORAGE_KEYS.userEmail)).toBe('amina@example.com');
    expect(localStorage.getItem(STORAGE_KEYS.subscriptionActive)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.subscriptionId)).toBe('cs_1');
    expect(localStorage.getItem(STORAGE_KEYS.subscriptionDate)).toBe(DATE.toISOString());
  });

  it('is cleared on sign-out together with auth_state', () => {
    writeAuthState(member({ hasSubscription: true }));
    writeSubscriptionCache({ email: 'amina@example.com', subscriptionId: 'cs_1', date: DATE });
    resetSession();
    expect(localStorage.getItem(AUTH_STATE_KEY)).toBeNull();
    for (const key of SUBSCRIPTION_CACHE_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });

  it('is cleared when the server says the visitor is signed out', () => {
    writeSubscriptionCache({ email: 'amina@example.com', subscriptionId: 'cs_1', date: DATE });
    writeAuthState(VISITOR);
    for (const key of SUBSCRIPTION_CACHE_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });

  it('stays while the member is signed in', () => {
    writeSubscriptionCache({ email: 'amina@example.com', subscriptionId: 'cs_1', date: DATE });
    writeAuthState(member({ hasSubscription: true }));
    expect(localStorage.getItem(STORAGE_KEYS.subscriptionActive)).toBe('true');
  });
});
