// The guard wrapper on each gated route (spec section 2): / and /profiles need every step,
// /pricing a subscription only; the first unmet gate shows, in the spec's order, else the page.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../shared/contracts/me';
import { Component as HomeRoute } from '../routes/home';
import { Component as PricingRoute } from '../routes/pricing';
import { Component as ProfilesRoute } from '../routes/profiles';
import { renderWithProviders } from '../../test/render';
import { AUTH_STATE_KEY } from '../../lib/session/auth-state';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { forgetSession } from '../../lib/session/use-session';
import { forgetUnreadTotal } from '../../lib/unread-messages';
import { NOT_STARTED_VERIFICATION } from '../../../shared/contracts/verification';

beforeEach(() => {
  forgetSession();
  forgetUnreadTotal();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ROUTES = { '/': HomeRoute, '/profiles': ProfilesRoute, '/pricing': PricingRoute } as const;
type Path = keyof typeof ROUTES;

async function renderRoute(path: Path, me: Me) {
  stubFetch({
    'GET /api/me': () => json(200, me),
    'GET /api/payments/providers': () => json(200, PROVIDERS),
    'GET /api/questionnaire': () => json(200, { answers: null }),
    'GET /api/verification': () => json(200, NOT_STARTED_VERIFICATION),
    'GET /api/discovery/deck': () => json(200, EMPTY_DECK),
    // The member's home (app/home/member-home.tsx).
    'GET /api/me/badges': () => json(200, { unreadMessages: 0, newLikes: 0 }),
    'GET /api/conversations': () => json(200, { conversations: [], unreadTotal: 0, allowance: EMPTY_DECK.allowance }),
    'GET /api/profile': () => json(200, { displayName: 'Amina', profile: null }),
    'GET /api/profile/photos': () => json(200, { photos: [] }),
    'GET /api/profile/prompts': () => json(200, { prompts: [] }),
  });
  const Route = ROUTES[path];
  const result = await renderWithProviders(<Route />, { route: path });
  // Past 'Loading...': the server's answer is on screen.
  await screen.findByRole('heading', { level: 1, name: (name) => name !== '' });
  await vi.waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  return result;
}

const PROVIDERS = { card: 'sandbox', paypal: 'sandbox' };
const EMPTY_DECK = {
  needsProfile: false,
  paused: false,
  cards: [],
  allowance: { perDay: 50, left: 50, resetsAt: '2030-01-02T00:00:00.000Z' },
  canViewAgain: false,
  isPremium: false,
  boost: { available: false, activeUntil: null, nextAvailableAt: null },
};
const SUBSCRIBED = { hasSubscription: true };
const QUESTIONNAIRE_DONE = { hasSubscription: true, hasCompletedQuestionnaire: true };
const ALL_DONE = { hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true };

const GATE = {
  signIn: 'Sign in or create your account',
  subscribe: 'Join Sahel Hearts',
  questionnaire: 'Sahel Hearts Dating & Marriage Questionnaire',
  verifyId: 'Verify your identity',
};
const CONTENT = {
  '/': "You've completed all steps!",
  '/profiles': 'Discover members',
  '/pricing': 'Membership plans',
};

describe('OnboardingGuard', () => {
  // [route, stage, what shows: a gate's heading, or the page's own, GET /api/me's answer]
  it.each<[Path, string, string, Me]>([
    ['/', 'a visitor', GATE.signIn, VISITOR],
    ['/', 'a member without a subscription', GATE.subscribe, member()],
    ['/', 'a subscriber', GATE.questionnaire, member(SUBSCRIBED)],
    ['/', 'a subscriber with the questionnaire', GATE.verifyId, member(QUESTIONNAIRE_DONE)],
    ['/', 'a member past every gate', CONTENT['/'], member(ALL_DONE)],
    ['/profiles', 'a visitor', GATE.signIn, VISITOR],
    ['/profiles', 'a member without a subscription', GATE.subscribe, member()],
    ['/profiles', 'a subscriber', GATE.questionnaire, member(SUBSCRIBED)],
    ['/profiles', 'a subscriber with the questionnaire', GATE.verifyId, member(QUESTIONNAIRE_DONE)],
    ['/profiles', 'a member past every gate', CONTENT['/profiles'], member(ALL_DONE)],
    ['/pricing', 'a visitor', GATE.signIn, VISITOR],
    ['/pricing', 'a member without a subscription', GATE.subscribe, member()],
    ['/pricing', 'a subscriber', CONTENT['/pricing'], member(SUBSCRIBED)],
    [
      '/pricing',
      'a subscriber with an ID but no questionnaire',
      CONTENT['/pricing'],
      member({ hasSubscription: true, hasVerifiedID: true }),
    ],
  ])('%s for %s shows %s', async (path, _stage, shown, me) => {
    await renderRoute(path, me);
    if (Object.values(GATE).includes(shown)) {
      expect(screen.getByRole('heading', { level: 2, name: shown })).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Your Progress' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: CONTENT[path] })).toBeNull();
    } else if (path === '/') {
      // The member's home, under 'You've completed all steps!': no progress any more.
      expect(screen.getByRole('heading', { level: 2, name: shown })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Your Progress' })).toBeNull();
    } else {
      expect(screen.getByRole('heading', { level: 1, name: shown })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Your Progress' })).toBeNull();
    }
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('tells the member why /profiles stops at a gate, and keeps the page title', async () => {
    await renderRoute('/profiles', member(SUBSCRIBED));
    expect(screen.getByText(/Browsing profiles is for members who have finished every step below/)).toBeTruthy();
    expect(screen.getByText('Step 3 of 5')).toBeTruthy();
    expect(document.title).toBe('Profiles | Sahel Hearts');
  });

  it('tells the member why /pricing asks for a subscription, in Arabic too', async () => {
    stubFetch({ 'GET /api/me': () => json(200, member()), 'GET /api/payments/providers': () => json(200, PROVIDERS) });
    await renderWithProviders(<PricingRoute />, { route: '/pricing', language: 'ar' });
    expect(await screen.findByText(/خطط العضوية والترقية إلى بريميوم متاحة للأعضاء المشتركين/)).toBeTruthy();
    expect(screen.getByText('الخطوة 2 من 5')).toBeTruthy();
  });

  it('paints the cached flags first, then follows the server', async () => {
    // The cache says subscribed; the server says the subscription has ended.
    localStorage.setItem(
      AUTH_STATE_KEY,
      JSON.stringify({
        isAuthenticated: true,
        hasSubscription: true,
        hasCompletedQuestionnaire: false,
        hasVerifiedID: false,
        isPremium: false,
      }),
    );
    let answer: (response: Response) => void = () => {};
    stubFetch({
      'GET /api/me': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/payments/providers': () => json(200, PROVIDERS),
    });
    await renderWithProviders(<PricingRoute />, { route: '/pricing' });
    expect(screen.getByRole('heading', { level: 1, name: CONTENT['/pricing'] })).toBeTruthy();
    answer(json(200, member()));
    expect(await screen.findByRole('heading', { level: 2, name: GATE.subscribe })).toBeTruthy();
  });

  it('shows Loading... and no gate while a first visit waits for the server', async () => {
    stubFetch({ 'GET /api/me': () => new Promise<Response>(() => {}) });
    await renderWithProviders(<ProfilesRoute />, { route: '/profiles' });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your Progress' })).toBeNull();
    expect(screen.queryByRole('heading', { name: CONTENT['/profiles'] })).toBeNull();
  });
});
