import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeckResponse } from '../../../../shared/contracts/discovery';
import { AUTH_STATE_KEY, type AuthState } from '../../../lib/session/auth-state';
import { startEarlyDeck, takeEarlyDeck } from './early-deck';

const THROUGH: AuthState = {
  isAuthenticated: true,
  hasSubscription: true,
  hasCompletedQuestionnaire: true,
  hasVerifiedID: true,
  isPremium: false,
};
const ANSWER = { cards: [] } as unknown as DeckResponse;
const DECK = { pathname: '/profiles', search: '' };

function cacheFlags(state: AuthState) {
  localStorage.setItem(AUTH_STATE_KEY, JSON.stringify(state));
}

describe('the early deck', () => {
  let ask: ReturnType<typeof vi.fn<() => Promise<DeckResponse>>>;

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    ask = vi.fn(() => Promise.resolve(ANSWER));
    void takeEarlyDeck()?.catch(() => undefined); // nothing left from another test
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('asks at once for a member through every gate on /profiles, and is taken once', async () => {
    cacheFlags(THROUGH);
    startEarlyDeck(DECK, ask);
    expect(ask).toHaveBeenCalledTimes(1);
    await expect(takeEarlyDeck()).resolves.toBe(ANSWER);
    expect(takeEarlyDeck()).toBeNull();
  });

  it.each([
    ['signed out', { ...THROUGH, isAuthenticated: false }],
    ['not subscribed', { ...THROUGH, hasSubscription: false }],
    ['questionnaire not done', { ...THROUGH, hasCompletedQuestionnaire: false }],
    ['not verified', { ...THROUGH, hasVerifiedID: false }],
  ])('never asks for a member the gate will stop (%s)', (_, state) => {
    cacheFlags(state);
    startEarlyDeck(DECK, ask);
    expect(ask).not.toHaveBeenCalled();
    expect(takeEarlyDeck()).toBeNull();
  });

  it('never asks without cached flags, on another page, or for a filtered deck', () => {
    startEarlyDeck(DECK, ask);
    cacheFlags(THROUGH);
    startEarlyDeck({ pathname: '/matches', search: '' }, ask);
    startEarlyDeck({ pathname: '/profiles', search: '?country=SN' }, ask);
    expect(ask).not.toHaveBeenCalled();
    expect(takeEarlyDeck()).toBeNull();
  });

  it('is not taken once older than 30 seconds', () => {
    cacheFlags(THROUGH);
    startEarlyDeck(DECK, ask);
    vi.advanceTimersByTime(30_001);
    expect(takeEarlyDeck()).toBeNull();
  });

  it('a failed early answer is the deck’s to ask again, never an unhandled rejection', async () => {
    cacheFlags(THROUGH);
    startEarlyDeck(DECK, () => Promise.reject(new Error('offline')));
    await expect(takeEarlyDeck()).rejects.toThrow('offline');
  });
});
