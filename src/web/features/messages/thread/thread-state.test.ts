// @vitest-environment node
// How news changes an open conversation: each message once and in order whichever way it came,
// older pages that still join the latest kept on reopening, unsent messages kept until the server
// has stored them, marks that only move forward.
import { describe, expect, it } from 'vitest';
import { chat, view } from '../test-fixtures';
import {
  awaitingConfirmation,
  newestIncomingId,
  threadFromView,
  withFailure,
  withMarks,
  withMessage,
  withNewerPage,
  withOlderPage,
  withSending,
  withSent,
  withoutOutgoing,
} from './thread-state';

const ids = (thread: { messages: { id: number }[] }) => thread.messages.map((message) => message.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => chat(from + index));
const page = (messages = range(1, 0)) => ({ messages, hasOlder: false, partnerDeliveredUpTo: 0, partnerReadUpTo: 0 });

describe('a conversation in the browser', () => {
  it('keeps older pages that join the latest one when it is opened again, and live messages newer than it', () => {
    const scrolled = withOlderPage(threadFromView(view({ messages: range(51, 100), hasOlder: true })), {
      ...page(range(1, 50)),
      hasOlder: false,
    });
    const live = withMessage(scrolled, chat(102));
    const reopened = threadFromView(view({ messages: range(52, 101), hasOlder: true }), live);
    expect(ids(reopened)).toEqual([...range(1, 102).map((message) => message.id)]);
    expect(reopened.hasOlder).toBe(false);
  });

  it('starts from the latest page when more than a page came in between', () => {
    const before = threadFromView(view({ messages: range(1, 50) }));
    const reopened = threadFromView(view({ messages: range(80, 129), hasOlder: true }), before);
    expect(ids(reopened)).toEqual(range(80, 129).map((message) => message.id));
    expect(reopened.hasOlder).toBe(true);
  });

  it('takes each message once, in order, from any source', () => {
    let thread = threadFromView(view({ messages: [chat(1), chat(3)] }));
    thread = withMessage(thread, chat(3));
    thread = withNewerPage(thread, page([chat(2), chat(4)]));
    thread = withMessage(thread, chat(5));
    expect(ids(thread)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps a message in the outbox until the server has stored it, through failure and retry', () => {
    const clientId = '11111111-1111-4111-8111-111111111111';
    let thread = withSending(threadFromView(view()), { clientId, body: 'Salam', sentAt: '2026-06-15T10:00:00.000Z' });
    thread = withFailure(thread, clientId, 'network');
    expect(thread.outbox).toEqual([{ clientId, body: 'Salam', sentAt: '2026-06-15T10:00:00.000Z', status: 'failed', failure: 'network' }]);
    thread = withSending(thread, { clientId, body: 'Salam', sentAt: '2026-06-15T10:05:00.000Z' });
    expect(thread.outbox).toEqual([{ clientId, body: 'Salam', sentAt: '2026-06-15T10:00:00.000Z', status: 'sending', failure: undefined }]);
    // The answer was lost, but the message came live: the outbox forgets it all the same.
    thread = withMessage(thread, chat(9, { clientId, fromMe: true, body: 'Salam' }));
    expect(thread.outbox).toEqual([]);
    thread = withSent(thread, chat(9, { clientId, fromMe: true, body: 'Salam' }), {
      perDay: 20,
      left: 3,
      resetsAt: '2030-01-02T00:00:00.000Z',
    });
    expect(ids(thread)).toEqual([9]);
    expect(thread.allowance.left).toBe(3);
  });

  it('counts the day as spent when a send meets the limit', () => {
    const clientId = '22222222-2222-4222-8222-222222222222';
    const thread = withFailure(
      withSending(threadFromView(view()), { clientId, body: 'Hi', sentAt: '2026-06-15T10:00:00.000Z' }),
      clientId,
      'limit',
    );
    expect(thread.allowance.left).toBe(0);
  });

  it('moves the marks only forward; a read message was delivered', () => {
    let thread = threadFromView(view({ partnerDeliveredUpTo: 4, partnerReadUpTo: 2 }));
    thread = withMarks(thread, { deliveredUpTo: 3 });
    thread = withMarks(thread, { readUpTo: 6 });
    expect([thread.partnerDeliveredUpTo, thread.partnerReadUpTo]).toEqual([6, 6]);
  });

  it('names the newest message from the partner, which the member reads by seeing it', () => {
    expect(newestIncomingId(threadFromView(view({ messages: [chat(1), chat(2, { fromMe: true })] })))).toBe(1);
    expect(newestIncomingId(threadFromView(view()))).toBe(0);
  });

  it('holds a message that needs the member’s confirmation until they send it anyway or take it back', () => {
    const clientId = '00000000-0000-4000-8000-00000000000a';
    const asked = withFailure(
      withSending(threadFromView(view()), { clientId, body: 'Hm', sentAt: '2026-06-15T10:00:00.000Z' }),
      clientId,
      'needsConfirmation',
    );
    expect(awaitingConfirmation(asked)?.body).toBe('Hm');
    const confirmed = withSending(asked, { clientId, body: 'Hm', sentAt: '2026-06-15T10:05:00.000Z', confirmed: true });
    expect(awaitingConfirmation(confirmed)).toBeUndefined();
    // Its place stays where it was written; a retry after a dropped answer is still confirmed.
    expect(confirmed.outbox).toEqual([{ clientId, body: 'Hm', sentAt: '2026-06-15T10:00:00.000Z', status: 'sending', confirmed: true }]);
    expect(withFailure(confirmed, clientId, 'network').outbox[0]?.confirmed).toBe(true);
    expect(withoutOutgoing(asked, clientId).outbox).toEqual([]);
    expect(withoutOutgoing(asked, 'another')).toBe(asked);
  });
});
