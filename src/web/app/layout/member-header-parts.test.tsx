// The header's member parts (account menu, next step) are a chunk of their own
// (member-header-parts.ts, docs/targets.md S1): a visitor's header never asks for it; a member's
// header shows the parts once it is here, and main.tsx fetches it before a known member's first
// paint so that their header does not change under them.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeAuthState } from '../../lib/session/auth-state';
import { forgetSession } from '../../lib/session/use-session';
import { forgetUnreadTotal } from '../../lib/unread-messages';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { preloadMemberHeader } from './member-header-parts';
import { SiteHeader } from './site-header';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./member-header', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

const VERIFIED = member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true });

beforeEach(() => {
  forgetSession();
  forgetUnreadTotal();
});
afterEach(() => vi.restoreAllMocks());

// In this order, even in a shuffled run (npm run test:shuffle): the module keeps what it loaded,
// as the app does for the life of the page.
describe('the header of', { shuffle: false }, () => {
  it('a visitor offers Sign in and Join Now and never fetches the member parts', async () => {
    stubFetch({ 'GET /api/me': () => json(200, VISITOR) });
    await renderWithProviders(<SiteHeader />, { route: '/landing' });
    expect(screen.getAllByRole('link', { name: 'Join Now' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Messages' })).toBeNull();
    expect(loads.count).toBe(0);
  });

  it('a member shows the account menu once the parts are here, beside the tabs of their shell', async () => {
    stubFetch({
      'GET /api/me': () => json(200, VERIFIED),
      'GET /api/me/badges': () => json(200, { unreadMessages: 0, newLikes: 0 }),
    });
    await renderWithProviders(<SiteHeader />, { route: '/landing' });
    expect(await screen.findByRole('button', { name: 'Account menu: Amina' })).toBeTruthy();
    // Past every step: the places are tabs, and there is no next step to call for.
    expect(screen.getByRole('link', { name: 'Discover' }).getAttribute('href')).toBe('/profiles');
    expect(screen.queryByRole('link', { name: 'Browse profiles' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/messages');
    expect(screen.queryByRole('link', { name: 'Join Now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(loads.count).toBe(1);
  });

  it('a member known from auth_state is whole at the first paint after the preload, fetched once', async () => {
    writeAuthState(VERIFIED);
    stubFetch({
      'GET /api/me': () => new Promise<Response>(() => {}),
      'GET /api/me/badges': () => json(200, { unreadMessages: 0, newLikes: 0 }),
    });
    await preloadMemberHeader();
    await renderWithProviders(<SiteHeader />, { route: '/landing' });
    expect(screen.getByRole('button', { name: 'Account menu: Account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy();
    expect(loads.count).toBe(1);
  });
});
