import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeaturedMember } from '../../../shared/contracts/discovery';
import { Toaster } from '../../components/ui/toaster';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { forgetSession, refreshSession } from '../../lib/session/use-session';
import { FEATURED_PROFILES } from './featured-profiles';
import { FeaturedProfilesSection } from './featured-profiles-section';

/** A match's member as GET /api/matches gives it. */
const memberCard = (id: string) => ({
  id,
  displayName: 'Awa',
  age: 29,
  city: 'Dakar',
  country: 'SN',
  distance: 'under_50_km',
  profession: '',
  bio: '',
  isPremium: true,
  photo: null,
  compatibility: { score: 90, reasons: [] },
});

const AWA: FeaturedMember = {
  id: 'awa1',
  displayName: 'Awa',
  age: 29,
  city: 'Dakar',
  heritageCountry: 'senegal',
  isPremium: true,
  photoUrl: '/api/featured-profiles/awa1/photo',
};
const BINTA: FeaturedMember = {
  id: 'binta1',
  displayName: 'Binta',
  age: 31,
  city: '',
  heritageCountry: null,
  isPremium: false,
  photoUrl: null,
};

/** Nobody has opted in yet, unless a test says otherwise. */
beforeEach(() => {
  forgetSession();
  stubFetch({ 'GET /api/featured-profiles': () => json(200, { members: [] }), 'GET /api/me': () => json(200, VISITOR) });
});
afterEach(() => vi.restoreAllMocks());

const cards = () => within(screen.getByRole('region', { name: 'Featured members' })).getAllByRole('article');

describe('FeaturedProfilesSection', () => {
  it('holds the eight sample members with compatibility between 86 and 95', () => {
    expect(FEATURED_PROFILES).toHaveLength(8);
    expect(new Set(FEATURED_PROFILES.map((profile) => profile.id)).size).toBe(8);
    for (const profile of FEATURED_PROFILES) {
      expect(profile.compatibility).toBeGreaterThanOrEqual(86);
      expect(profile.compatibility).toBeLessThanOrEqual(95);
      expect(profile.age).toBeGreaterThanOrEqual(18);
    }
  });

  it('renders eight cards in a 1/2/4-column grid with name, age, place, heritage and match', async () => {
    await renderWithProviders(<FeaturedProfilesSection />);
    const section = screen.getByRole('region', { name: 'Featured members' });
    expect(section.id).toBe('profiles');
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(8);
    const grid = cards[0]!.closest('ul')!.classList;
    for (const column of ['grid-cols-1', 'sm:grid-cols-2', 'lg:grid-cols-4']) expect(grid).toContain(column);

    // The name is wrapped in Unicode isolates (for right-to-left sentences); strip them to compare.
    const amina = within(section).getByRole('article', { name: /Amina/ });
    expect(
      within(amina)
        .getByRole('heading', { level: 3 })
        .textContent.replace(/[\u2068\u2069]/g, ''),
    ).toBe('Amina, 27Online');
    expect(within(amina).getByText('Minneapolis')).toBeTruthy();
    expect(within(amina).getByText('Somali heritage')).toBeTruthy();
    expect(within(amina).getByText('95% match')).toBeTruthy();
    expect(within(amina).getByText('Online')).toBeTruthy();
    expect(within(amina).getByText('Premium')).toBeTruthy();

    const dawit = within(section).getByRole('article', { name: /Dawit/ });
    expect(within(dawit).queryByText('Online')).toBeNull();
    expect(within(dawit).queryByText('Premium')).toBeNull();

    for (const card of cards) {
      const match = /(\d+)% match/.exec(card.textContent ?? '');
      expect(Number(match?.[1])).toBeGreaterThanOrEqual(86);
      expect(Number(match?.[1])).toBeLessThanOrEqual(95);
    }
  });

  it('shows the members who opted in instead of the samples, with only what they chose to show', async () => {
    vi.restoreAllMocks();
    const { calls } = stubFetch({
      'GET /api/featured-profiles': () => json(200, { members: [AWA, BINTA] }),
      'GET /api/me': () => json(200, VISITOR),
    });
    await renderWithProviders(<FeaturedProfilesSection />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(calls.filter((call) => call.route !== 'GET /api/me').map((call) => call.route)).toEqual(['GET /api/featured-profiles']);
    const awa = screen.getByRole('article', { name: /Awa/ });
    expect(
      within(awa)
        .getByRole('heading', { level: 3 })
        .textContent.replace(/[\u2068\u2069]/g, ''),
    ).toBe('Awa, 29');
    expect(within(awa).getByText('Dakar')).toBeTruthy();
    expect(within(awa).getByText('Senegalese heritage')).toBeTruthy();
    expect(within(awa).getByText('Premium')).toBeTruthy();
    expect(awa.querySelector('img')!.getAttribute('src')).toBe('/api/featured-profiles/awa1/photo');
    // Nothing a real member did not agree to show: no match figure, no online dot.
    expect(within(awa).queryByText(/match/)).toBeNull();
    expect(within(awa).queryByText('Online')).toBeNull();
    const binta = screen.getByRole('article', { name: /Binta/ });
    expect(binta.querySelector('img')).toBeNull();
    expect(binta.querySelector('svg linearGradient')).toBeTruthy();
    expect(within(binta).queryByText(/heritage/)).toBeNull();
    expect(screen.queryByRole('article', { name: /Amina/ })).toBeNull();
  });

  it('keeps the eight samples when the server cannot be reached', async () => {
    vi.restoreAllMocks();
    stubFetch({
      'GET /api/featured-profiles': () => json(503, { code: 'DATABASE_UNAVAILABLE', message: 'down' }),
      'GET /api/me': () => json(200, VISITOR),
    });
    await renderWithProviders(<FeaturedProfilesSection />);
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(screen.getByRole('article', { name: /Amina/ })).toBeTruthy();
  });

  it('Chat tells a visitor (not premium) to upgrade', async () => {
    await renderWithProviders(
      <>
        <FeaturedProfilesSection />
        <Toaster />
      </>,
    );
    expect(screen.queryByText('Upgrade to Premium to send unlimited messages!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with Fatima' }));
    expect(screen.getByRole('status').textContent).toContain('Upgrade to Premium to send unlimited messages!');
  });

  it('Chat tells a Basic member to upgrade too, and asks nothing more of the server', async () => {
    vi.restoreAllMocks();
    const { calls } = stubFetch({
      'GET /api/featured-profiles': () => json(200, { members: [AWA] }),
      'GET /api/me': () => json(200, member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true })),
    });
    await renderWithProviders(
      <>
        <FeaturedProfilesSection />
        <Toaster />
      </>,
    );
    await waitFor(() => expect(cards()).toHaveLength(1));
    await waitFor(() => expect(calls.some((call) => call.route === 'GET /api/me')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Chat with Awa' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Upgrade to Premium to send unlimited messages!'));
    expect(calls.map((call) => call.route)).not.toContain('GET /api/matches');
  });

  it.each([
    ['the conversation when they are matched', [{ id: 7, member: { id: 'awa1' } }], '/messages/7', ''],
    ['their profile over the deck when they are not', [], '/profiles', '?member=awa1'],
  ])("Chat opens a Premium member's %s", async (_label, matches, pathname, search) => {
    vi.restoreAllMocks();
    stubFetch({
      'GET /api/featured-profiles': () => json(200, { members: [AWA] }),
      'GET /api/me': () =>
        json(200, member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true, isPremium: true })),
      'GET /api/matches': () =>
        json(200, {
          matches: matches.map((match) => ({ ...match, member: memberCard(match.member.id), matchedAt: '2026-11-20T10:00:00.000Z' })),
        }),
    });
    const { router } = await renderWithProviders(
      <>
        <FeaturedProfilesSection />
        <Toaster />
      </>,
    );
    await waitFor(() => expect(cards()).toHaveLength(1));
    await refreshSession();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with Awa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws the same generated avatar for a member every time, and different ones across members', async () => {
    const first = await renderWithProviders(<FeaturedProfilesSection />);
    const fills = () => [...document.querySelectorAll('article svg stop')].map((stop) => stop.getAttribute('stop-color')).join();
    const before = fills();
    first.unmount();
    await renderWithProviders(<FeaturedProfilesSection />);
    expect(fills()).toBe(before);
    const firstStops = [...document.querySelectorAll('article linearGradient stop:first-child')].map((stop) =>
      stop.getAttribute('stop-color'),
    );
    expect(firstStops).toHaveLength(8);
    expect(new Set(firstStops).size).toBeGreaterThan(2);
    expect(document.querySelector('article img')).toBeNull();
  });
});
