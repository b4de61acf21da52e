// /matches as the app draws it: behind every onboarding step, and the match's full profile in
// discovery's dialog.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchSummary, MemberCard, MemberProfile } from '../../../shared/contracts/discovery';
import { forgetSession } from '../../lib/session/use-session';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { setupUser } from '../../test/user-events';

const routes = [{ path: '/matches', lazy: () => import('./matches') }];

beforeEach(() => forgetSession());
afterEach(() => vi.restoreAllMocks());

// The match list carries the card; the full profile is its own answer (the answers are strict).
const AWA_CARD: MemberCard = {
  id: 'awa1',
  displayName: 'Awa',
  age: 29,
  city: 'Dakar',
  country: 'SN',
  distance: 'same_city',
  profession: 'Pharmacist',
  bio: 'Coffee and long walks.',
  isPremium: false,
  photo: null,
  compatibility: { score: 88, reasons: [] },
};
const AWA_PROFILE: MemberProfile = {
  ...AWA_CARD,
  photos: [],
  relationshipGoal: 'marriage',
  lifestyle: 'family_oriented',
  languages: ['fr'],
  interests: [],
  education: null,
  maritalHistory: null,
  childrenHave: null,
  childrenWant: null,
  openToRelocating: null,
};
const MATCH: MatchSummary = { id: 4, member: AWA_CARD, matchedAt: new Date(Date.now() - 3_600_000).toISOString() };

describe('the matches route', () => {
  it('stops a visitor at the first step', async () => {
    stubFetch({ 'GET /api/me': () => json(200, VISITOR) });
    await renderWithProviders(null, { route: '/matches', routes });
    expect(
      await screen.findByText('Your matches are for members who have finished every step below. Here is where you stand.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Your matches' })).toBeNull();
  });

  it("shows a verified member's matches and opens a match's full profile", async () => {
    const user = setupUser();
    stubFetch({
      'GET /api/me': () => json(200, member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true })),
      'GET /api/matches': () => json(200, { matches: [MATCH] }),
      'GET /api/discovery/members/awa1': () => json(200, AWA_PROFILE),
    });
    await renderWithProviders(null, { route: '/matches', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your matches' })).toBeTruthy();
    expect((await screen.findByRole('article', { name: /Awa/ })).querySelector('time')!.textContent).toBe('Matched 1 hour ago');
    await user.click(screen.getByRole('button', { name: 'View profile of Awa' }));
    const profile = await screen.findByRole('dialog', { name: /Awa\u2069?, 29/ });
    expect(within(profile).getByText('Coffee and long walks.')).toBeTruthy();
    await user.click(within(profile).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.title).toBe('Your matches | Sahel Hearts');
  });
});
