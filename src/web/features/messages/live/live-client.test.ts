// The live socket on its own, on a fake WebSocket and a fake clock: it opens for the first
// listener and closes after the last, hands on events, comes back by itself after a close with
// exponential backoff and jitter (1 s doubling to 30 s, from 1 s again after a connection that
// held), at once when the browser is back online or the tab in view, pings every 25 s and drops a
// socket that no longer answers, and stops for good when the server says the session is over.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE, type LiveEvent } from '../../../../shared/contracts/messages';
import { chat, FakeWebSocket, useFakeWebSocket } from '../test-fixtures';
import { ApiError } from '../../../lib/api-client';
import {
  createLiveClient,
  LiveSendLost,
  PING_INTERVAL_MS,
  PONG_TIMEOUT_MS,
  SEND_ANSWER_TIMEOUT_MS,
  STABLE_CONNECTION_MS,
} from './live-client';

/** Each test's clients stop listening at its end: none of them answers the next test's events. */
const stops: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  useFakeWebSocket();
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.runOnlyPendingTimers();
  vi.unstubAllGlobals();
});

const sockets = () => FakeWebSocket.instances;
const latest = () => FakeWebSocket.latest();

/** A client with a listener; `random` fixes the jitter (0.5: none). */
function listening(random = 0.5) {
  const events: LiveEvent[] = [];
  const onSignedOut = vi.fn(() => Promise.resolve(false));
  const client = createLiveClient({ random: () => random, onSignedOut });
  const stop = client.listen((event) => events.push(event));
  stops.push(stop);
  return { client, events, stop, onSignedOut };
}

/** Advances to just before `ms`, checks no new socket yet, then to `ms`, and checks one. */
function expectRetryAfter(ms: number) {
  const before = sockets().length;
  vi.advanceTimersByTime(ms - 1);
  expect(sockets(), `no retry before ${ms} ms`).toHaveLength(before);
  vi.advanceTimersByTime(1);
  expect(sockets(), `a retry at ${ms} ms`).toHaveLength(before + 1);
}

describe('the live client', () => {
  it('connects to /api/live on this origin for the first listener, and hands on what the server sends', () => {
    const { client, events } = listening();
    expect(sockets()).toHaveLength(1);
    expect(latest().url).toBe(`ws://${location.host}/api/live`);
    expect(client.getStatus()).toEqual({ connected: false, opens: 0 });
    latest().open();
    expect(client.getStatus()).toEqual({ connected: true, opens: 1 });
    const message: LiveEvent = { type: 'message', message: chat(1) };
    latest().receive(message);
    latest().receive({ type: 'pong' });
    latest().receive('not json');
    latest().receive(JSON.stringify({ type: 'unheard-of' }));
    latest().receive({ type: 'read', conversationId: 7, upTo: 1 });
    expect(events).toEqual([message, { type: 'read', conversationId: 7, upTo: 1 }]);
  });

  it('comes back after 1, 2, 4, 8, 16 s, then every 30 s at most, each one counted as an open', () => {
    const { client } = listening();
    latest().open();
    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]) {
      latest().drop();
      expect(client.getStatus().connected).toBe(false);
      expectRetryAfter(delay);
    }
    latest().open();
    expect(client.getStatus()).toEqual({ connected: true, opens: 2 });
  });

  it('spreads the retries: each delay is up to a fifth shorter or longer at random', () => {
    listening(0);
    latest().drop();
    expectRetryAfter(800);
    listening(0.999_999);
    latest().drop();
    expectRetryAfter(1_200);
  });

  it('starts again from 1 s after a connection that held', () => {
    listening();
    latest().drop();
    expectRetryAfter(1_000);
    latest().drop();
    expectRetryAfter(2_000);
    latest().open();
    vi.advanceTimersByTime(STABLE_CONNECTION_MS - 1);
    latest().drop();
    // Not long enough: the backoff goes on.
    expectRetryAfter(4_000);
    latest().open();
    vi.advanceTimersByTime(STABLE_CONNECTION_MS);
    latest().drop();
    expectRetryAfter(1_000);
  });

  it('does not wait for the next try when the browser is back online or the tab is seen again', () => {
    listening();
    latest().drop();
    window.dispatchEvent(new Event('online'));
    expect(sockets()).toHaveLength(2);
    latest().drop();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sockets()).toHaveLength(3);
    // The planned retries were replaced, not added to.
    vi.advanceTimersByTime(60_000);
    expect(sockets()).toHaveLength(3);
    latest().open();
    // Open and well: coming back to the tab only checks it with a ping.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sockets()).toHaveLength(3);
    expect(latest().sent).toEqual([{ type: 'ping' }]);
  });

  it('pings every 25 s, and drops and replaces a socket that stops answering', () => {
    const { client } = listening();
    latest().open();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(latest().sent).toEqual([{ type: 'ping' }]);
    latest().receive({ type: 'pong' });
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(latest().sent).toEqual([{ type: 'ping' }, { type: 'ping' }]);
    const silent = latest();
    vi.advanceTimersByTime(PONG_TIMEOUT_MS);
    expect(silent.readyState).toBe(FakeWebSocket.CLOSED);
    expect(client.getStatus().connected).toBe(false);
    expectRetryAfter(1_000);
  });

  it('sends the typing command only while connected', () => {
    const { client } = listening();
    expect(client.send({ type: 'typing', conversationId: 7 })).toBe(false);
    latest().open();
    expect(client.send({ type: 'typing', conversationId: 7 })).toBe(true);
    expect(latest().sent).toEqual([{ type: 'typing', conversationId: 7 }]);
  });

  it('stops for good when the server ends the session (4401), until a screen listens anew', () => {
    const { client, stop, onSignedOut } = listening();
    latest().open();
    latest().drop(4401);
    expect(onSignedOut).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(120_000);
    expect(sockets()).toHaveLength(1);
    stop();
    vi.advanceTimersByTime(60_000);
    stops.push(client.listen(() => {}));
    expect(sockets()).toHaveLength(2);
  });

  it('comes back after 4401 when the tab turns out to hold a newer session (its own password change)', async () => {
    const { onSignedOut } = listening();
    onSignedOut.mockResolvedValueOnce(true);
    latest().open();
    latest().drop(LIVE_CLOSE.signedOut);
    expect(onSignedOut).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(0);
    expectRetryAfter(1_000);
  });

  it('waits the longest delay after the server refused what it sent (1008, 1009), even when back online', () => {
    listening();
    for (const code of [LIVE_CLOSE.policy, LIVE_CLOSE.tooBig]) {
      latest().open();
      latest().drop(code);
      window.dispatchEvent(new Event('online'));
      expectRetryAfter(30_000);
    }
  });

  it('stays a moment after the last listener leaves (a move between screens), then closes for good', () => {
    const { client, stop } = listening();
    latest().open();
    stop();
    vi.advanceTimersByTime(5_000);
    // The next screen takes over the same socket.
    const next = client.listen(() => {});
    expect(sockets()).toHaveLength(1);
    next();
    vi.advanceTimersByTime(10_000);
    expect(latest().readyState).toBe(FakeWebSocket.CLOSED);
    expect(client.getStatus().connected).toBe(false);
    vi.advanceTimersByTime(120_000);
    expect(sockets()).toHaveLength(1);
  });

  describe('sending a message on the socket', () => {
    const CLIENT_ID = '4b7f6a52-3f1d-4c86-9a55-2f3c1f0b9d11';
    const input = { clientId: CLIENT_ID, body: 'Salaam!' };
    const allowance = { perDay: 20, left: 19, resetsAt: '2026-11-28T00:00:00.000Z' };

    it('goes as a send frame and resolves with the answer naming its clientId, which listeners never see', async () => {
      const { client, events } = listening();
      expect(client.sendMessage(7, input), 'not connected: over HTTP').toBeNull();
      latest().open();
      const sending = client.sendMessage(7, input)!;
      expect(latest().sent.at(-1)).toEqual({ type: 'send', conversationId: 7, input });
      const message = chat(5, { clientId: CLIENT_ID, fromMe: true, body: 'Salaam!' });
      latest().receive({ type: 'sent', clientId: 'another-one', message: chat(4), allowance });
      latest().receive({ type: 'sent', clientId: CLIENT_ID, message, allowance });
      await expect(sending).resolves.toEqual({ message, allowance });
      expect(events).toEqual([]);
    });

    it('rejects a refusal as the ApiError the POST would give', async () => {
      const { client } = listening();
      latest().open();
      const sending = client.sendMessage(7, input)!;
      latest().receive({
        type: 'send-refused',
        clientId: CLIENT_ID,
        status: 409,
        error: { code: 'MESSAGE_NEEDS_CONFIRMATION', message: 'This message may hurt', details: { flags: ['insult'] } },
      });
      const error: unknown = await sending.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'MESSAGE_NEEDS_CONFIRMATION', status: 409, details: { flags: ['insult'] } });
    });

    it('gives up on the socket when it closes or stays silent before the answer (the caller then uses HTTP)', async () => {
      const { client } = listening();
      latest().open();
      const dropped = client.sendMessage(7, input)!;
      latest().drop();
      await expect(dropped).rejects.toBeInstanceOf(LiveSendLost);
      vi.advanceTimersByTime(1_000);
      latest().open();
      const silent = client.sendMessage(7, input)!;
      vi.advanceTimersByTime(SEND_ANSWER_TIMEOUT_MS);
      await expect(silent).rejects.toBeInstanceOf(LiveSendLost);
    });

    it("leaves a frame over the server's limit to HTTP", () => {
      const { client } = listening();
      latest().open();
      // 2,000 Ethiopic letters: 6,000 bytes of UTF-8, under the limit; a third more is over it.
      const fits = client.sendMessage(7, { clientId: CLIENT_ID, body: 'ሰ'.repeat(2_000) });
      expect(fits).not.toBeNull();
      // Left unanswered: the test's end closes the socket, which gives it up.
      void fits!.catch(() => {});
      expect(client.sendMessage(7, { clientId: CLIENT_ID.replace('4b', '5b'), body: 'ሰ'.repeat(6_000) })).toBeNull();
    });
  });
});
