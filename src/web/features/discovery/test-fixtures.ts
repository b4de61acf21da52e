// Test helpers for the deck: cards and deck answers as the server sends them, and a fetch stub
// that answers by "METHOD /path" and records every request with its query string and body.
import type { DeckResponse, MemberCard, MemberProfile } from '../../../shared/contracts/discovery';
import type { Me } from '../../../shared/contracts/me';
import { deferred, type Handler, stubRoutes } from '../../test/route-stub';
import { json, member } from '../../test/session-fixtures';

export function card(id: string, overrides: Partial<MemberCard> = {}): MemberCard {
  return {
    id,
    displayName: `Member ${id}`,
    age: 30,
    city: 'Dakar',
    country: 'SN',
    distance: 'same_city',
    profession: 'Engineer',
    bio: `Bio of ${id}`,
    isPremium: false,
    photo: { url: `/api/photos/${id}/card`, width: 480, height: 600 },
    compatibility: { score: 80, reasons: [] },
    ...overrides,
  };
}

export const cards = (count: number, from = 1) => Array.from({ length: count }, (_, index) => card(`m${from + index}`));

export function deck(overrides: Partial<DeckResponse> = {}): DeckResponse {
  return {
    needsProfile: false,
    paused: false,
    cards: cards(3),
    allowance: { perDay: 50, left: 50, resetsAt: '2030-01-02T00:00:00.000Z' },
    canViewAgain: false,
    isPremium: false,
    boost: { available: false, activeUntil: null, nextAvailableAt: null },
    ...overrides,
  };
}

export function profileOf(base: MemberCard, overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    ...base,
    photos: [
      { url: `/api/photos/${base.id}-1/card`, largeUrl: `/api/photos/${base.id}-1/large`, width: 480, height: 600 },
      { url: `/api/photos/${base.id}-2/card`, largeUrl: `/api/photos/${base.id}-2/large`, width: 600, height: 480 },
    ],
    relationshipGoal: 'marriage',
    lifestyle: 'family_oriented',
    languages: ['am', 'en'],
    interests: ['cooking', 'music'],
    education: 'master',
    maritalHistory: 'never_married',
    childrenHave: 'none',
    childrenWant: 'yes',
    openToRelocating: 'maybe',
    ...overrides,
  };
}

/** Answers by "METHOD /path" (GET /api/me from `me` unless given); a route not listed fails the test. */
export function stubApi(
  routes: Record<string, Handler>,
  me: Me = member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true }),
) {
  const all: Record<string, Handler> = { 'GET /api/me': () => json(200, me), ...routes };
  return stubRoutes(
    (route) => all[route] ?? (route.startsWith('GET /api/discovery/members/') ? all['GET /api/discovery/members/:id'] : undefined),
  );
}

export { deferred, json };
