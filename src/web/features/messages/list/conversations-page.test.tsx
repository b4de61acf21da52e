// The conversation list (/messages): newest first, each with the partner's photo or initial, the
// last message on one line ("You: ..." for the member's own), when, and the unread count; a live
// message moves its conversation to the top and counts as unread; an empty list leads to the deck.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationList } from '../../../../shared/contracts/messages';
import { forgetUnreadTotal, useUnreadTotal } from '../../../lib/unread-messages';
import { setupUser } from '../../../test/user-events';
import { AWA, BASIC, chat, json, PREMIUM, renderLive, server, stubApi, summary, useFakeWebSocket } from '../test-fixtures';
import { ConversationsPage } from './conversations-page';

beforeEach(() => {
  useFakeWebSocket();
  forgetUnreadTotal();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (ago: number) => new Date(Date.now() - ago).toISOString();
const timeOf = (iso: string) => new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

const BINTA = { id: 'binta1', displayName: 'Binta', photo: null };
const HODAN = { id: 'hodan1', displayName: 'Hodan', photo: null };

const LIST: ConversationList = {
  conversations: [
    summary(7, AWA, {
      lastMessage: { body: 'See you at the festival', sentAt: at(5 * MINUTE), fromMe: false },
      unread: 2,
      updatedAt: at(5 * MINUTE),
    }),
    summary(3, BINTA, { lastMessage: { body: 'Thank you!\nTalk soon', sentAt: at(DAY), fromMe: true }, updatedAt: at(DAY) }),
    summary(5, HODAN, { updatedAt: at(3 * DAY) }),
  ],
  unreadTotal: 2,
  allowance: BASIC,
};

/** The header's count, as the header reads it. */
function UnreadProbe() {
  const total = useUnreadTotal(true, '/messages');
  return <output aria-label="unread">{total ?? 'unknown'}</output>;
}

async function renderList(list: ConversationList = LIST, connected = true) {
  const api = stubApi({
    'GET /api/conversations': () => json(200, list),
    'GET /api/me/badges': () => json(200, { unreadMessages: list.unreadTotal, newLikes: 0 }),
  });
  await renderLive(
    <>
      <UnreadProbe />
      <ConversationsPage />
    </>,
    { route: '/messages', connected },
  );
  return api;
}

const items = () => within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
/** What each item says to a screen reader (the initial and the badge's digits are hidden). */
const texts = () =>
  items().map((item) => {
    const copy = item.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return copy.textContent.replace(/[\u2068\u2069]/g, '');
  });

describe('ConversationsPage', () => {
  it('lists the conversations newest first: photo or initial, name, last message, time and unread count', async () => {
    await renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Messages' });
    const [awa, binta, hodan] = items();
    expect(within(awa!).getByRole('link').getAttribute('href')).toBe('/messages/7');
    expect(awa!.querySelector('img')!.getAttribute('src')).toBe('/api/photos/awa-1/card');
    expect(texts()[0]).toBe(`Awa${timeOf(LIST.conversations[0]!.updatedAt)}See you at the festival2 unread messages`);
    // The member's own last message, on one line; no photo: the initial, no broken image.
    expect(texts()[1]).toBe('BintaYesterdayYou: Thank you!\nTalk soon');
    expect(binta!.querySelector('img')).toBeNull();
    expect(within(binta!).getByText('B')).toBeTruthy();
    expect(within(binta!).getByText(/You: .*Thank you!/).className).toContain('truncate');
    // Nobody has written yet.
    expect(within(hodan!).getByText('New match: say hello!')).toBeTruthy();
    expect(
      within(hodan!).getByText(new Intl.DateTimeFormat('en', { weekday: 'short' }).format(new Date(LIST.conversations[2]!.updatedAt))),
    ).toBeTruthy();
    expect(screen.getByText('12 messages left today')).toBeTruthy();
    // The list's count is the header's too.
    expect(screen.getByRole('status', { name: 'unread' }).textContent).toBe('2');
  });

  it('moves a conversation to the top when a message arrives live, and counts it as unread', async () => {
    await renderList();
    await screen.findByRole('list', { name: 'Messages' });
    server.send({
      type: 'message',
      message: chat(40, { conversationId: 3, body: 'Are you coming on Friday?', sentAt: new Date().toISOString() }),
    });
    await waitFor(() => expect(texts()[0]).toMatch(/^Binta.*Are you coming on Friday\?1 unread message$/));
    expect(texts().map((text) => /^(Awa|Binta|Hodan)/.exec(text)?.[1])).toEqual(['Binta', 'Awa', 'Hodan']);
    expect(screen.getByRole('status', { name: 'unread' }).textContent).toBe('3');
    // The member's own message from another device moves it too, without counting.
    server.send({
      type: 'message',
      message: chat(41, { conversationId: 7, fromMe: true, body: 'On my way', sentAt: new Date().toISOString() }),
    });
    await waitFor(() => expect(texts()[0]).toMatch(/^Awa.*You: On my way2 unread messages$/));
    expect(screen.getByRole('status', { name: 'unread' }).textContent).toBe('3');
  });

  it('takes an ended conversation off the list at once, with its unread messages', async () => {
    await renderList();
    await screen.findByRole('list', { name: 'Messages' });
    server.send({ type: 'closed', conversationId: 7 });
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(screen.queryByText('See you at the festival')).toBeNull();
    expect(screen.getByRole('status', { name: 'unread' }).textContent).toBe('0');
  });

  it('asks for the list again after each new connection, which may follow a gap', async () => {
    const api = await renderList({ ...LIST, allowance: PREMIUM }, false);
    await screen.findByRole('list', { name: 'Messages' });
    // The first connection came after the list was asked for: it is asked once more.
    server.open();
    await waitFor(() => expect(api.of('GET /api/conversations')).toHaveLength(2));
    server.drop();
    // Back online: a new socket at once, and the list again.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    server.open();
    await waitFor(() => expect(api.of('GET /api/conversations')).toHaveLength(3));
    expect(screen.queryByText(/messages left today/)).toBeNull();
  });

  it('invites the member to browse when there is no conversation yet', async () => {
    await renderList({ conversations: [], unreadTotal: 0, allowance: PREMIUM });
    expect(await screen.findByRole('heading', { level: 2, name: 'No conversations yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse profiles' }).getAttribute('href')).toBe('/profiles');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    stubApi({
      'GET /api/conversations': () => (fail ? json(500, { code: 'INTERNAL', message: 'boom' }) : json(200, LIST)),
    });
    const user = setupUser();
    await renderLive(<ConversationsPage />, { route: '/messages' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/We could not load your conversations/));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Messages' })).toBeTruthy();
  });

  it('speaks Arabic, right to left', async () => {
    stubApi({ 'GET /api/conversations': () => json(200, LIST) });
    await renderLive(<ConversationsPage />, { route: '/messages', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الرسائل' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByText('أمس')).toBeTruthy();
    expect(screen.getByText('رسالتان غير مقروءتين')).toBeTruthy();
  });
});
