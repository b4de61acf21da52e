// The delivered marks' signals (docs/decisions/0023-messages.md, "What each message costs"): the
// marks a server moves within its 50 ms window travel in one signal, not one per message, and
// each server turns the marks of the senders it holds into their `delivered` events, in order.
// Fake timers for the window; the messages module is replaced by a record of what it was asked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage, LiveEvent } from '../../../shared/contracts/messages';
import { createInProcessLiveBus } from '../../adapters/live-bus/in-process-live-bus';
import type { LiveSignal } from '../../adapters/live-bus';
import { notifyPayloadOf } from '../../adapters/live-bus/postgres-live-bus';
import { DELIVERED_MARKS_EVERY_MS, DELIVERED_MARKS_PER_SIGNAL, type DeliveredMessage, LiveHub, type LiveMessages } from './live-hub';

const silentLog = { error: () => undefined } as unknown as FastifyBaseLogger;
const RECIPIENT = 'recipient-0000000000000000000000';
const senderOf = (n: number) => `sender-${String(n).padStart(26, '0')}`;

/** Every mark moves (each conversation has one message here): what was asked is what moved. */
function recordingMessages() {
  const asked: DeliveredMessage[][] = [];
  const messages: LiveMessages = {
    async messageOf(event) {
      const senderId = event.message!.senderId;
      return {
        id: event.messageId,
        conversationId: event.conversationId,
        senderId,
        seenBy: (memberId) => ({ id: event.messageId, fromMe: memberId === senderId }) as unknown as ChatMessage,
      };
    },
    async markDelivered(delivered) {
      asked.push(delivered);
      return delivered.map(({ conversationId, messageId, senderId }) => ({ conversationId, upTo: messageId, senderId }));
    },
  };
  return { messages, asked };
}

function countingSocket(sessionId: string) {
  const events: LiveEvent[] = [];
  let waiting: { count: number; wake: () => void } | null = null;
  return {
    sessionId,
    events,
    received(count: number) {
      return new Promise<void>((resolve) => {
        if (events.length >= count) resolve();
        else waiting = { count, wake: resolve };
      });
    },
    send(event: LiveEvent) {
      events.push(event);
      if (waiting && events.length >= waiting.count) waiting.wake();
    },
    signOut: () => undefined,
  };
}

/** A hub holding the recipient's socket, `count` messages from as many senders delivered to it. */
async function burstOf(count: number) {
  const bus = createInProcessLiveBus(() => undefined);
  const heard: LiveSignal[] = [];
  bus.subscribe((signal) => heard.push(signal));
  const { messages, asked } = recordingMessages();
  const hub = new LiveHub(bus, silentLog, messages);
  const recipient = countingSocket('recipient-session');
  hub.join(RECIPIENT, recipient);
  for (let n = 1; n <= count; n += 1) {
    await hub.publish({
      to: [senderOf(n), RECIPIENT],
      event: {
        type: 'message',
        conversationId: n,
        messageId: 1000 + n,
        message: { senderId: senderOf(n), clientId: `client-${n}`, body: 'Hello', flags: [], sentAt: new Date(0).toISOString() },
      },
    });
  }
  await recipient.received(count);
  const markSignals = () => heard.filter((signal) => signal.event.type === 'delivered-marks');
  return { hub, asked, markSignals };
}

/** Lets the in-process bus hand on what was published (it does so on the next turn of the loop). */
const busHandsOn = () => new Promise((resolve) => setImmediate(resolve));

describe('the delivered marks of a burst', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are written once the window ends, and told in as few signals as fit, every mark in order', async () => {
    const count = DELIVERED_MARKS_PER_SIGNAL + 5;
    const { hub, asked, markSignals } = await burstOf(count);
    expect(asked).toEqual([]);

    await vi.advanceTimersByTimeAsync(DELIVERED_MARKS_EVERY_MS);
    await busHandsOn();

    expect(asked.map((batch) => batch.length)).toEqual([count]);
    const signals = markSignals();
    expect(signals).toHaveLength(2);
    const told = signals.flatMap((signal) => (signal.event.type === 'delivered-marks' ? signal.event.marks : []));
    expect(told).toEqual(Array.from({ length: count }, (_, n) => ({ senderId: senderOf(n + 1), conversationId: n + 1, upTo: 1001 + n })));
    // Each signal is addressed to the senders of its marks, and fits in a NOTIFY payload.
    expect(signals[1]!.to).toEqual(Array.from({ length: 5 }, (_, n) => senderOf(DELIVERED_MARKS_PER_SIGNAL + n + 1)));
    for (const signal of signals) expect(notifyPayloadOf(signal)).toBe(JSON.stringify(signal));
    await hub.close();
    expect(asked).toHaveLength(1);
  });

  it('still waiting when the server closes are written and told before close resolves', async () => {
    const { hub, asked, markSignals } = await burstOf(3);

    await hub.close();
    await busHandsOn();

    expect(asked.map((batch) => batch.map((message) => message.messageId))).toEqual([[1001, 1002, 1003]]);
    expect(markSignals().map((signal) => signal.event)).toEqual([
      {
        type: 'delivered-marks',
        marks: [1, 2, 3].map((n) => ({ senderId: senderOf(n), conversationId: n, upTo: 1000 + n })),
      },
    ]);
    // Nothing is left for a timer to write twice.
    await vi.advanceTimersByTimeAsync(DELIVERED_MARKS_EVERY_MS);
    expect(asked).toHaveLength(1);
  });
});

describe("a server hearing another server's delivered marks", () => {
  it("tells each sender whose socket it holds their marks, in order, and no one else's", async () => {
    const bus = createInProcessLiveBus(() => undefined);
    const hub = new LiveHub(bus, silentLog, recordingMessages().messages);
    const first = countingSocket('first-session');
    const second = countingSocket('second-session');
    hub.join(senderOf(1), first);
    hub.join(senderOf(2), second);

    await bus.publish({
      to: [senderOf(1), senderOf(2), senderOf(3)],
      event: {
        type: 'delivered-marks',
        marks: [
          { senderId: senderOf(1), conversationId: 1, upTo: 10 },
          { senderId: senderOf(3), conversationId: 3, upTo: 30 },
          { senderId: senderOf(2), conversationId: 2, upTo: 20 },
          { senderId: senderOf(1), conversationId: 4, upTo: 40 },
        ],
      },
    });
    await Promise.all([first.received(2), second.received(1)]);
    await hub.close();

    expect(first.events).toEqual([
      { type: 'delivered', conversationId: 1, upTo: 10 },
      { type: 'delivered', conversationId: 4, upTo: 40 },
    ]);
    expect(second.events).toEqual([{ type: 'delivered', conversationId: 2, upTo: 20 }]);
  });
});
