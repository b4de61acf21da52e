// The member's tabs (docs/architecture.md, "The member's shell"): only for a member past every
// step, with the counts of GET /api/me/badges from one plain request (no TanStack Query in the
// first chunk: docs/decisions/0016-data-loading.md), and the page's own tab marked current.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../lib/session/use-session';
import { forgetUnreadTotal } from '../../lib/unread-messages';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { RootLayout } from '../root-layout';

// The header, the bar and the footer only: the page itself is not what is tested here.
vi.mock('../app-routes', () => ({ AppRoutes: () => <p>page</p> }));

const VERIFIED = member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true });

beforeEach(() => {
  forgetSession();
  forgetUnreadTotal();
});
afterEach(() => vi.restoreAllMocks());

async function renderShell(
  me: typeof VISITOR,
  badges = { unreadMessages: 0, newLikes: 0 },
  route = '/matches',
  language: 'en' | 'ar' = 'en',
) {
  const stub = stubFetch({
    'GET /api/me': () => json(200, me),
    'GET /api/me/badges': () => json(200, badges),
  });
  await renderWithProviders(<RootLayout />, { route, language });
  return stub;
}

/** Once the server's /api/me is drawn: the tabs are there for a member past every step. */
async function tabsDrawn(language: 'en' | 'ar' = 'en') {
  await screen.findAllByRole('link', { name: language === 'en' ? 'Discover' : 'اكتشف' });
}

/** What a screen reader says after the link's name (aria-describedby). */
const descriptionOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

/** The bottom bar: the last "Main" navigation (the header's comes first). */
const tabBar = () => screen.getAllByRole('navigation', { name: 'Main' }).at(-1)!;

describe('the member tabs', () => {
  it('lead to Discover, Likes, Matches, Messages and Me, the current page marked, in the header and at the bottom', async () => {
    const { calls } = await renderShell(VERIFIED, { unreadMessages: 0, newLikes: 0 }, '/matches');
    await screen.findAllByRole('link', { name: 'Discover' });
    const navigations = screen.getAllByRole('navigation', { name: 'Main' });
    expect(navigations).toHaveLength(2);
    for (const navigation of navigations) {
      const links = within(navigation).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Discover', '/profiles'],
        ['Likes', '/likes'],
        ['Matches', '/matches'],
        ['Messages', '/messages'],
        ['Me', '/profile'],
      ]);
      expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['Matches']);
    }
    // One request for both counts, however many tabs show them.
    await vi.waitFor(() => expect(calls.filter((call) => call.route === 'GET /api/me/badges')).toHaveLength(1));
    // No marketing footer on a member's screen, and the brand leads to the member's home.
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sahel Hearts' }).getAttribute('href')).toBe('/');
  });

  it('show the new likes and unread messages as badges, said as the links’ descriptions', async () => {
    await renderShell(VERIFIED, { unreadMessages: 3, newLikes: 120 });
    await tabsDrawn();
    const bar = tabBar();
    const messages = within(bar).getByRole('link', { name: 'Messages' });
    await vi.waitFor(() => expect(descriptionOf(messages)).toBe('3 unread messages'));
    expect(messages.querySelector('span[aria-hidden="true"]')?.textContent).toBe('3');
    const likes = within(bar).getByRole('link', { name: 'Likes' });
    expect(descriptionOf(likes)).toBe('120 new likes');
    expect(likes.querySelector('span[aria-hidden="true"]')?.textContent).toBe('99+');
    expect(within(bar).getByRole('link', { name: 'Discover' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('mark Me current on the account page too', async () => {
    await renderShell(VERIFIED, undefined, '/account');
    await tabsDrawn();
    const me = within(tabBar()).getByRole('link', { name: 'Me' });
    await vi.waitFor(() => expect(me.getAttribute('aria-current')).toBe('page'));
  });

  it('leave a conversation to its composer: only the header holds them there', async () => {
    await renderShell(VERIFIED, undefined, '/messages/42');
    await screen.findAllByRole('link', { name: 'Discover' });
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Messages' }).getAttribute('aria-current')).toBe('page');
  });

  it.each([
    ['visitors', VISITOR],
    ['members who have not passed every step', member({ hasSubscription: true, hasCompletedQuestionnaire: true })],
  ])('are not there for %s, who keep the footer, and nothing is asked', async (_who, me) => {
    const { calls } = await renderShell(me);
    await vi.waitFor(() => expect(calls.some((call) => call.route === 'GET /api/me')).toBe(true));
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'Discover' })).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(calls.some((call) => call.route === 'GET /api/me/badges')).toBe(false);
  });

  it('speak Arabic', async () => {
    await renderShell(VERIFIED, { unreadMessages: 2, newLikes: 1 }, '/profiles', 'ar');
    await tabsDrawn('ar');
    const bar = screen.getAllByRole('navigation', { name: 'التنقل الرئيسي' }).at(-1)!;
    const messages = within(bar).getByRole('link', { name: 'الرسائل' });
    await vi.waitFor(() => expect(descriptionOf(messages)).toBe('رسالتان غير مقروءتين'));
    expect(descriptionOf(within(bar).getByRole('link', { name: 'الإعجابات' }))).toBe('إعجاب جديد واحد');
    expect(within(bar).getByRole('link', { name: 'اكتشف' }).getAttribute('aria-current')).toBe('page');
  });
});
