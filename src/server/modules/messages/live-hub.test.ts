// What the live hub costs per message (docs/decisions/0023-messages.md, "Several servers"): a
// message that comes with its signal is sent to the sockets here without being read back, and the
// delivered marks of a burst are written in one statement, the senders told in one signal. Counted in
// database calls, not timed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '../../../shared/contracts/messages';
import { createInProcessLiveBus } from '../../adapters/live-bus/in-process-live-bus';
import type { LiveSignal } from '../../adapters/live-bus';
import { notifyPayloadOf } from '../../adapters/live-bus/postgres-live-bus';
import type { Database } from '../../db/client';
import { conversationMarks, messages } from '../../db/schema';
import { matchMembers } from '../../test/conversations';
import { type TestDatabaseHandle, testDatabases } from '../../test/databases';
import { insertMember, MAN, yearsAgo } from '../../test/discovery-members';
import { LiveHub } from '../../platform/live/live-hub';
import { liveMessages } from './live-messages';

const silentLog = { error: () => undefined } as unknown as FastifyBaseLogger;

/** The database, counting the reads and raw statements made through it. */
function counting(db: Database) {
  const calls = { select: 0, execute: 0 };
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'select' || key === 'execute') calls[key] += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { db: proxy, calls };
}

/** A socket that keeps what it is sent, and says when it has `count` events. */
function fakeSocket(sessionId: string) {
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

describe.each(testDatabases())('the live hub on $name', (testDatabase) => {
  let database: TestDatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('sends messages that come with their signals without reading them back, and writes their delivered marks in one statement', async () => {
    const senderId = await insertMember(database.db, { email: 'sender@example.org', profile: MAN, dateOfBirth: yearsAgo(32) });
    const recipientId = await insertMember(database.db, { email: 'recipient@example.org' });
    const conversationId = await matchMembers(database.db, senderId, recipientId);
    const stored = await database.db
      .insert(messages)
      .values(
        ['Hello', 'How are you?', 'Tea on Friday?'].map((body, n) => ({
          matchId: conversationId,
          senderId,
          clientId: `00000000-0000-4000-8000-00000000000${n}`,
          body,
        })),
      )
      .returning();

    const bus = createInProcessLiveBus(() => undefined);
    const heard: LiveSignal[] = [];
    bus.subscribe((signal) => heard.push(signal));
    const { db, calls } = counting(database.db);
    const hub = new LiveHub(bus, silentLog, liveMessages(db));
    const sender = fakeSocket('sender-session');
    const recipient = fakeSocket('recipient-session');
    hub.join(senderId, sender);
    hub.join(recipientId, recipient);

    for (const message of stored) {
      await hub.publish({
        to: [senderId, recipientId],
        event: {
          type: 'message',
          conversationId,
          messageId: message.id,
          message: { senderId, clientId: message.clientId, body: message.body, flags: [], sentAt: message.createdAt.toISOString() },
        },
      });
    }
    await Promise.all([sender.received(3), recipient.received(3)]);
    // Closing writes the marks still waiting, and resolves once they are written and told.
    await hub.close();

    expect(recipient.events.map((event) => (event.type === 'message' ? [event.message.body, event.message.fromMe] : event.type))).toEqual([
      ['Hello', false],
      ['How are you?', false],
      ['Tea on Friday?', false],
    ]);
    expect(sender.events.map((event) => (event.type === 'message' ? event.message.fromMe : event.type))).toEqual([true, true, true]);
    expect(calls).toEqual({ select: 0, execute: 1 });
    const newest = stored.at(-1)!.id;
    expect(await database.db.select({ deliveredUpTo: conversationMarks.deliveredUpTo }).from(conversationMarks)).toEqual([
      { deliveredUpTo: newest },
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard.filter((signal) => signal.event.type === 'delivered-marks')).toEqual([
      {
        to: [senderId],
        event: { type: 'delivered-marks', marks: [{ senderId, conversationId, upTo: newest }] },
        publishedAt: expect.any(Number) as number,
      },
    ]);
  });
});

it("carries a message in PostgreSQL's NOTIFY when it fits, and its ids only when it would not", () => {
  const signal = (body: string): LiveSignal => ({
    to: ['a', 'b'],
    event: {
      type: 'message',
      conversationId: 7,
      messageId: 42,
      message: { senderId: 'a', clientId: 'c', body, flags: [], sentAt: '2026-11-26T00:00:00.000Z' },
    },
  });
  // 2,000 Amharic letters are 6,000 bytes: they fit. 2,000 lone surrogates are written \udXXX, 12,000 bytes: they do not.
  expect(JSON.parse(notifyPayloadOf(signal('ሰ'.repeat(2000))))).toEqual(signal('ሰ'.repeat(2000)));
  expect(JSON.parse(notifyPayloadOf(signal('\ud800'.repeat(2000))))).toEqual({
    to: ['a', 'b'],
    event: { type: 'message', conversationId: 7, messageId: 42 },
  });
});
