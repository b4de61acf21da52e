// The header's Messages link: only for a member past every step (the only members the messages
// API answers), with the unread count from a plain request (no TanStack Query in the header,
// which every public page loads: docs/decisions/0016-data-loading.md).
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../lib/session/use-session';
import { forgetUnreadTotal } from '../../lib/unread-messages';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { MessagesLink } from './messages-link';

const VERIFIED = member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true });

beforeEach(() => {
  forgetSession();
  forgetUnreadTotal();
});
afterEach(() => vi.restoreAllMocks());

async function renderLink(me: typeof VISITOR, unreadTotal = 0, language: 'en' | 'ar' = 'en') {
  const stub = stubFetch({
    'GET /api/me': () => json(200, me),
    'GET /api/conversations/unread': () => json(200, { unreadTotal }),
  });
  await renderWithProviders(
    <>
      <p>page</p>
      <MessagesLink />
    </>,
    { route: '/profiles', language },
  );
  return stub;
}

/** What a screen reader says after the link's name (aria-describedby). */
const descriptionOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('MessagesLink', () => {
  it('shows a verified member how many messages wait unread', async () => {
    const { calls } = await renderLink(VERIFIED, 3);
    // Named by its word, as it shows it; the count is its description and the badge beside it.
    const link = await screen.findByRole('link', { name: 'Messages' });
    expect(link.getAttribute('href')).toBe('/messages');
    expect(descriptionOf(link)).toBe('3 unread messages');
    expect(link.parentElement?.querySelector('span[aria-hidden="true"]')?.textContent).toBe('3');
    expect(calls.filter((call) => call.route === 'GET /api/conversations/unread')).toHaveLength(1);
  });

  it('has no badge when nothing waits', async () => {
    await renderLink(VERIFIED, 0);
    const link = await screen.findByRole('link', { name: 'Messages' });
    expect(link.getAttribute('aria-describedby')).toBeNull();
    expect(link.parentElement?.querySelector('span[aria-hidden="true"]')).toBeNull();
  });

  it('caps a large count in the badge; the description says it in full', async () => {
    await renderLink(VERIFIED, 120);
    const link = await screen.findByRole('link', { name: 'Messages' });
    await vi.waitFor(() => expect(descriptionOf(link)).toBe('120 unread messages'));
    expect(link.parentElement?.querySelector('span[aria-hidden="true"]')?.textContent).toBe('99+');
  });

  it.each([
    ['visitors', VISITOR],
    ['members who have not passed every step', member({ hasSubscription: true, hasCompletedQuestionnaire: true })],
  ])('is not there for %s, and asks nothing', async (_who, me) => {
    const { calls } = await renderLink(me);
    await vi.waitFor(() => expect(calls.some((call) => call.route === 'GET /api/me')).toBe(true));
    // The server's answer is drawn.
    await act(async () => {});
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
    expect(calls.some((call) => call.route === 'GET /api/conversations/unread')).toBe(false);
  });

  it('speaks Arabic', async () => {
    await renderLink(VERIFIED, 2, 'ar');
    const link = await screen.findByRole('link', { name: 'الرسائل' });
    await vi.waitFor(() => expect(descriptionOf(link)).toBe('رسالتان غير مقروءتين'));
  });
});
