// @vitest-environment node
// Signals from other servers are checked before anything reads them (live-signal.ts, parseSignal):
// a bad one is dropped, so a server never closes sockets or reads messages on a malformed word.
import { describe, expect, it } from 'vitest';
import { parseSignal } from './live-signal';

describe('a signal from another server', () => {
  it('names the sessions that ended, or is dropped', () => {
    const ended = { to: ['member-1'], event: { type: 'session-ended', sessions: ['session-1', 'session-2'] } };
    expect(parseSignal(JSON.stringify(ended))).toEqual(ended);
    for (const sessions of [undefined, 'session-1', [1], [null]]) {
      expect(parseSignal(JSON.stringify({ to: ['member-1'], event: { type: 'session-ended', sessions } }))).toBeNull();
    }
  });

  it('keeps the other kinds as they were', () => {
    expect(parseSignal(JSON.stringify({ to: ['member-1'], event: { type: 'signed-out' } }))).not.toBeNull();
    expect(parseSignal(JSON.stringify({ to: ['member-1'], event: { type: 'typing', conversationId: 3 } }))).not.toBeNull();
    expect(parseSignal(JSON.stringify({ to: ['member-1'], event: { type: 'typing' } }))).toBeNull();
    expect(parseSignal(JSON.stringify({ to: [1], event: { type: 'signed-out' } }))).toBeNull();
    expect(parseSignal('not json')).toBeNull();
  });

  it('carries a well-formed message, and drops a malformed one from its signal (it is read instead)', () => {
    const message = { senderId: 'member-2', clientId: 'c-1', body: 'Salaam', flags: [], sentAt: '2026-11-27T06:00:00.000Z' };
    const signal = { to: ['member-1'], event: { type: 'message', conversationId: 3, messageId: 9, message } };
    expect(parseSignal(JSON.stringify(signal))).toEqual(signal);
    const malformed = parseSignal(JSON.stringify({ ...signal, event: { ...signal.event, message: { body: 1 } } }));
    expect(malformed).toEqual({ to: ['member-1'], event: { type: 'message', conversationId: 3, messageId: 9 } });
    expect(malformed?.event).not.toHaveProperty('message');
  });

  it('carries the time it was published, a whole number of milliseconds, or is dropped', () => {
    const typing = { to: ['member-1'], event: { type: 'typing', conversationId: 3 } };
    expect(parseSignal(JSON.stringify({ ...typing, publishedAt: 1_795_000_000_000 }))).toEqual({
      ...typing,
      publishedAt: 1_795_000_000_000,
    });
    // A server of the previous release sends none: kept, not measured.
    expect(parseSignal(JSON.stringify(typing))).toEqual(typing);
    for (const publishedAt of ['2026-11-27T06:00:00.000Z', -1, 1.5, null]) {
      expect(parseSignal(JSON.stringify({ ...typing, publishedAt })), String(publishedAt)).toBeNull();
    }
  });

  it('drops a kind it does not know', () => {
    expect(parseSignal(JSON.stringify({ to: ['member-1'], event: { type: 'unknown', conversationId: 3 } }))).toBeNull();
  });
});
