// The header's account entry: Sign in for visitors; for members a menu button with their name
// whose Sign out ends the session, forgets auth_state and goes to /landing.
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../test/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { HeaderActions } from './header-actions';
import { AUTH_STATE_KEY, writeAuthState } from '../../lib/session/auth-state';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { forgetSession } from '../../lib/session/use-session';
import { preloadMemberHeader } from './member-header-parts';

beforeEach(() => forgetSession());
// The account menu's parts are here before a member's menu opens, as main.tsx fetches them for a
// member; without this, each test would depend on one before it having loaded them.
beforeEach(async () => {
  const header = await preloadMemberHeader();
  await header.preloadAccountMenu();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('HeaderActions account entry', () => {
  it('shows visitors Sign in and Join Now', async () => {
    stubFetch({ 'GET /api/me': () => json(200, VISITOR) });
    await renderWithProviders(<HeaderActions className="" />, { route: '/landing' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it.each([
    ['a member who has not paid', member(), 'Choose your plan', '/subscribe'],
    ['a subscriber before the questionnaire', member({ hasSubscription: true }), 'Finish your questionnaire', '/'],
    ['a subscriber before the ID check', member({ hasSubscription: true, hasCompletedQuestionnaire: true }), 'Verify your ID', '/'],
    ['an admin', member({ user: { ...member().user!, role: 'admin' } }), 'Admin dashboard', '/admin'],
  ])('offers %s their next step, never Join Now', async (_who, me, label, href) => {
    stubFetch({ 'GET /api/me': () => json(200, me) });
    await renderWithProviders(<HeaderActions className="" />, { route: '/landing' });
    expect((await screen.findByRole('link', { name: label })).getAttribute('href')).toBe(href);
    expect(screen.queryByRole('link', { name: 'Join Now' })).toBeNull();
  });

  it('offers a member past every step no next step: their places are the tabs (member-tabs.tsx)', async () => {
    stubFetch({ 'GET /api/me': () => json(200, member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true })) });
    await renderWithProviders(<HeaderActions className="" />, { route: '/landing' });
    expect(await screen.findByRole('button', { name: 'Account menu: Amina' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Browse profiles' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Join Now' })).toBeNull();
  });

  it('paints a member from the cache at once, then names them from /api/me', async () => {
    writeAuthState(member());
    let answer: (value: Response) => void = () => {};
    stubFetch({ 'GET /api/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderWithProviders(<HeaderActions className="" />, { route: '/landing' });
    expect(screen.getByRole('button', { name: 'Account menu: Account' })).toBeTruthy();
    answer(json(200, member()));
    expect(await screen.findByRole('button', { name: 'Account menu: Amina' })).toBeTruthy();
  });

  it('opens the menu with Sign out, which signs out, forgets auth_state and goes to /landing', async () => {
    let signedIn = true;
    const { calls } = stubFetch({
      'GET /api/me': () => json(200, signedIn ? member() : VISITOR),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return json(200, { success: true });
      },
    });
    const user = setupUser();
    const { router } = await renderWithProviders(<HeaderActions className="" />, { route: '/' });
    const button = await screen.findByRole('button', { name: 'Account menu: Amina' });
    expect(localStorage.getItem(AUTH_STATE_KEY)).not.toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'My profile' }));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
    expect(localStorage.getItem(AUTH_STATE_KEY)).toBeNull();
    expect(calls.map((call) => call.route)).toContain('POST /api/auth/sign-out');
    expect(calls.filter((call) => call.route === 'GET /api/me')).toHaveLength(2);
  });

  it('leads a member to My profile, My matches and Account settings, and only an admin to the Admin dashboard', async () => {
    let role: 'member' | 'admin' = 'member';
    stubFetch({ 'GET /api/me': () => json(200, member({ user: { ...member().user!, role } })) });
    const user = setupUser();
    const first = await renderWithProviders(<HeaderActions className="" />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Account menu: Amina' }));
    expect(screen.getByRole('menuitem', { name: 'My profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('menuitem', { name: 'My matches' }).getAttribute('href')).toBe('/matches');
    expect(screen.getByRole('menuitem', { name: 'Account settings' }).getAttribute('href')).toBe('/account');
    expect(screen.queryByRole('menuitem', { name: 'Admin dashboard' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Account settings' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/account'));
    expect(screen.queryByRole('menu')).toBeNull();
    first.unmount();

    forgetSession();
    role = 'admin';
    await renderWithProviders(<HeaderActions className="" />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Account menu: Amina' }));
    expect(screen.getByRole('menuitem', { name: 'Admin dashboard' }).getAttribute('href')).toBe('/admin');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sign out' }));
  });
});
