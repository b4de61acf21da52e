// @vitest-environment node
// Signals from other servers are checked before anything reads them (live-bus.ts, parseSignal):
// a bad one is dropped, so a server never closes sockets or reads messages on a malformed word.
import { describe, expect, it } from 'vitest';
import { parseSignal } from './live-bus';

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
});
