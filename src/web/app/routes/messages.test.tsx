// /messages and /messages/:id as the app draws them: behind every onboarding step, and the
// conversation's Block, profile and the Report of a flagged message from discovery's own dialogs.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationList } from '../../../shared/contracts/messages';
import { AWA, BASIC, chat, json, stubApi, summary, useFakeWebSocket, view } from '../../features/messages/test-fixtures';
import { forgetSession } from '../../lib/session/use-session';
import { forgetUnreadTotal } from '../../lib/unread-messages';
import { renderWithProviders } from '../../test/render';
import { member, VISITOR } from '../../test/session-fixtures';
import { setupUser } from '../../test/user-events';

const routes = [
  { path: '/messages', lazy: () => import('./messages') },
  { path: '/messages/:id', lazy: () => import('./messages') },
];
const VERIFIED = member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true });
const LIST: ConversationList = {
  conversations: [summary(7, AWA, { lastMessage: { body: 'Salam', sentAt: new Date().toISOString(), fromMe: false }, unread: 1 })],
  unreadTotal: 1,
  allowance: BASIC,
};

beforeEach(() => {
  forgetSession();
  forgetUnreadTotal();
  useFakeWebSocket();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the messages routes', () => {
  it('stop a visitor at the first step', async () => {
    stubApi({ 'GET /api/me': () => json(200, VISITOR) });
    await renderWithProviders(null, { route: '/messages', routes });
    expect(await screen.findByText('Messages are for members who have finished every step below. Here is where you stand.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Messages' })).toBeNull();
  });

  it("show a verified member's conversations", async () => {
    stubApi({ 'GET /api/me': () => json(200, VERIFIED), 'GET /api/conversations': () => json(200, LIST) });
    await renderWithProviders(null, { route: '/messages', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Awa/ })).getAttribute('href')).toBe('/messages/7');
    expect(document.title).toBe('Messages | Sahel Hearts');
  });

  it("block the partner from the conversation's menu with discovery's confirmation: the conversation ends", async () => {
    const user = setupUser();
    const api = stubApi({
      'GET /api/me': () => json(200, VERIFIED),
      'GET /api/conversations/7': () => json(200, view({ messages: [chat(1, { body: 'Salam' })] })),
      'GET /api/conversations/7/messages': () => json(200, { messages: [], hasOlder: false, partnerDeliveredUpTo: 0, partnerReadUpTo: 0 }),
      'POST /api/conversations/7/read': () => json(200, { readUpTo: 1 }),
      'GET /api/me/badges': () => json(200, { unreadMessages: 0, newLikes: 0 }),
      'POST /api/discovery/blocks': () => json(200, { blocked: true }),
    });
    await renderWithProviders(null, { route: '/messages/7', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Awa' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Conversation options' }));
    await user.click(screen.getByRole('button', { name: 'Block Awa' }));
    const dialog = screen.getByRole('dialog', { name: 'Block \u2068Awa\u2069?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, block' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This conversation has ended' })).toBeTruthy();
    expect(api.of('POST /api/discovery/blocks').map((call) => call.body)).toEqual([{ memberId: 'awa1' }]);
  });

  it("report a flagged message from its notice with discovery's dialog, pointed at the message: the conversation ends", async () => {
    const user = setupUser();
    const api = stubApi({
      'GET /api/me': () => json(200, VERIFIED),
      'GET /api/conversations/7': () =>
        json(200, view({ messages: [chat(1, { body: 'Salam' }), chat(2, { body: 'Send me money by Western Union', flags: ['money'] })] })),
      'GET /api/conversations/7/messages': () => json(200, { messages: [], hasOlder: false, partnerDeliveredUpTo: 0, partnerReadUpTo: 0 }),
      'POST /api/conversations/7/read': () => json(200, { readUpTo: 2 }),
      'GET /api/me/badges': () => json(200, { unreadMessages: 0, newLikes: 0 }),
      'POST /api/discovery/reports': () => json(200, { reported: true }),
    });
    await renderWithProviders(null, { route: '/messages/7', routes });
    const notice = await screen.findByRole('note', { name: 'Safety notice' });
    await user.click(within(notice).getByRole('button', { name: 'Report this message from Awa' }));
    const dialog = screen.getByRole('dialog', { name: 'Report \u2068Awa\u2069' });
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Scam or request for money' }).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This conversation has ended' })).toBeTruthy();
    expect(api.of('POST /api/discovery/reports').map((call) => call.body)).toEqual([
      { memberId: 'awa1', reason: 'scam', details: '', messageId: 2 },
    ]);
  });

  it('end at once on an id no conversation can have, without asking the server', async () => {
    const api = stubApi({ 'GET /api/me': () => json(200, VERIFIED) });
    await renderWithProviders(null, { route: '/messages/abc', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'This conversation has ended' })).toBeTruthy();
    expect(api.calls.filter((call) => call.route.includes('/api/conversations'))).toEqual([]);
  });
});
