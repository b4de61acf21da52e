// The outbox of messages written offline (docs/decisions/0036-offline-member-data.md): a message
// written without a network waits, is sent exactly once when the network comes back (however
// many times the app asks), waits again when its send finds no network, and a refusal says why
// with the text kept.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query/query-client';
import { json } from '../../../test/session-fixtures';
import { threadKey } from '../api/messages-api';
import { BASIC, chat, deferred, stubApi, view } from '../test-fixtures';
import { type Thread, threadFromView } from '../thread/thread-state';
import { deliver, drainOutbox } from './deliver';

const CLIENT_ID = '11111111-1111-4111-8111-111111111111';
const SENT_AT = '2030-01-01T09:00:00.000Z';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function clientWithThread() {
  const client = createQueryClient({ retry: false });
  client.setQueryData<Thread>(threadKey(7), threadFromView(view({ messages: [chat(1)] })));
  return client;
}

const thread = (client: ReturnType<typeof createQueryClient>) => client.getQueryData<Thread>(threadKey(7))!;

const stored = (body: unknown) =>
  json(200, { message: chat(2, { fromMe: true, clientId: (body as { clientId: string }).clientId, body: 'Salam' }), allowance: BASIC });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a message written offline', () => {
  it('waits without a request, then is sent once when the network comes back, however often the app asks', async () => {
    const answer = deferred<Response>();
    const api = stubApi({ 'POST /api/conversations/7/messages': () => answer.promise });
    const client = clientWithThread();
    setOnline(false);

    await deliver(client, 7, { clientId: CLIENT_ID, body: 'Salam', sentAt: SENT_AT });
    expect(thread(client).outbox).toEqual([{ clientId: CLIENT_ID, body: 'Salam', sentAt: SENT_AT, status: 'waiting' }]);
    expect(api.calls).toEqual([]);

    setOnline(true);
    // The `online` event and the app's start both drain the outbox, and the member taps nothing.
    const first = drainOutbox(client);
    const second = drainOutbox(client);
    answer.resolve(stored({ clientId: CLIENT_ID }));
    await Promise.all([first, second]);

    expect(api.of('POST /api/conversations/7/messages')).toEqual([
      { route: 'POST /api/conversations/7/messages', search: '', body: { clientId: CLIENT_ID, body: 'Salam' } },
    ]);
    expect(thread(client).outbox).toEqual([]);
    expect(thread(client).messages.map((message) => message.id)).toEqual([1, 2]);
    await drainOutbox(client);
    expect(api.calls).toHaveLength(1);
  });

  it('waits again when its send finds no network, and goes with the next return of the network', async () => {
    let reachable = false;
    const api = stubApi({
      'POST /api/conversations/7/messages': (body) => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return stored(body);
      },
    });
    const client = clientWithThread();
    setOnline(false);
    await deliver(client, 7, { clientId: CLIENT_ID, body: 'Salam', sentAt: SENT_AT });

    setOnline(true);
    await drainOutbox(client);
    expect(thread(client).outbox).toMatchObject([{ clientId: CLIENT_ID, body: 'Salam', status: 'waiting' }]);

    reachable = true;
    await drainOutbox(client);
    expect(thread(client).outbox).toEqual([]);
    // The same clientId both times: the server stores it at most once.
    expect(api.of('POST /api/conversations/7/messages').map((call) => (call.body as { clientId: string }).clientId)).toEqual([
      CLIENT_ID,
      CLIENT_ID,
    ]);
  });

  it('refused by the server once sent, says why and keeps its text', async () => {
    stubApi({
      'POST /api/conversations/7/messages': () =>
        json(400, { code: 'VALIDATION_FAILED', details: { fields: [{ path: 'body', message: 'tooLong' }] } }),
    });
    const client = clientWithThread();
    setOnline(false);
    await deliver(client, 7, { clientId: CLIENT_ID, body: 'Salam', sentAt: SENT_AT });

    setOnline(true);
    await drainOutbox(client);
    expect(thread(client).outbox).toEqual([{ clientId: CLIENT_ID, body: 'Salam', sentAt: SENT_AT, status: 'failed', failure: 'tooLong' }]);
    // A refusal is not sent again by itself: the member chooses (Retry, or edit the text).
    await drainOutbox(client);
    expect(thread(client).outbox[0]?.status).toBe('failed');
  });

  it('in a conversation that ended meanwhile, is not sent again and the conversation shows its end', async () => {
    const api = stubApi({
      'POST /api/conversations/7/messages': () => json(404, { code: 'CONVERSATION_UNAVAILABLE' }),
      // The header's counts are asked again when a conversation leaves the list.
      'GET /api/me/badges': () => json(200, { unreadMessages: 0, newLikes: 0 }),
    });
    const client = clientWithThread();
    setOnline(false);
    await deliver(client, 7, { clientId: CLIENT_ID, body: 'Salam', sentAt: SENT_AT });

    setOnline(true);
    await drainOutbox(client);
    await drainOutbox(client);
    expect(thread(client).closed).toBe(true);
    expect(api.of('POST /api/conversations/7/messages')).toHaveLength(1);
  });
});
