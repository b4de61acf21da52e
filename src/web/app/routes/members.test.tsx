// /members/{country} as the app draws it: an unknown country is the 404 page; a verified
// subscriber's members come with discovery's profile dialog (loaded only for them), and a member
// blocked from it leaves the page.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberCard, MemberProfile } from '../../../shared/contracts/discovery';
import { forgetSession } from '../../lib/session/use-session';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { setupUser } from '../../test/user-events';

const routes = [{ path: '/members/:country', lazy: () => import('./members') }];

beforeEach(() => forgetSession());
afterEach(() => vi.restoreAllMocks());

const AWA: MemberCard = {
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
  ...AWA,
  photos: [],
  relationshipGoal: 'marriage',
  lifestyle: 'family_oriented',
  languages: ['fr', 'wo'],
  interests: ['cooking'],
  education: null,
  maritalHistory: null,
  childrenHave: null,
  childrenWant: null,
  openToRelocating: null,
};

describe('the members route', () => {
  it('answers an unknown country with the 404 page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({ 'GET /api/me': () => json(200, VISITOR) });
    await renderWithProviders(null, { route: '/members/france', routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it("opens a member's full profile for a verified subscriber, and takes them off once blocked", async () => {
    const user = setupUser();
    const { calls } = stubFetch({
      'GET /api/me': () => json(200, member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true })),
      'GET /api/members/senegal': () => json(200, { country: 'senegal', verifiedMembers: 40, members: [AWA] }),
      'GET /api/discovery/members/awa1': () => json(200, AWA_PROFILE),
      'POST /api/discovery/blocks': () => json(200, { blocked: true }),
    });
    await renderWithProviders(null, { route: '/members/senegal', routes });
    // The browser is a lazy chunk with discovery's dialog: on a busy machine it takes a moment.
    await user.click(await screen.findByRole('button', { name: 'View profile of Awa' }));
    const profile = await screen.findByRole('dialog', { name: /Awa\u2069?, 29/ });
    expect(within(profile).getByText('Coffee and long walks.')).toBeTruthy();
    await user.click(within(profile).getByRole('button', { name: 'Block Awa' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, block' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Awa/ })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.route === 'POST /api/discovery/blocks')?.body).toEqual({ memberId: 'awa1' });
  });
});
