// An overloaded server refuses with 503 SERVER_BUSY and a Retry-After, storing nothing
// (plugins/overload.ts, docs/decisions/0023-messages.md). The overload is said by the test, not
// made by loading the machine: the app is built with a check that reports it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { messages } from '../db/schema';
import type { SahelHeartsApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { buildTestApp } from '../test/app';
import { matchedPair, sendMessage } from '../test/conversations';
import { testDatabases } from '../test/databases';
import { liveEventsOf } from '../test/live-events';
import { SITE_ORIGIN } from '../test/site';
import { BUSY_RETRY_AFTER_SECONDS } from './overload';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';

describe.each(testDatabases())('an overloaded server on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let well: SahelHeartsApp;
  let busy: SahelHeartsApp;
  /** Well until the test says otherwise: a socket opened on it meets the overload later. */
  let turning: SahelHeartsApp;
  let turningIsBusy = false;

  beforeAll(async () => {
    database = await testDatabase.open();
    // Two servers on one database: sessions are rows, so a member signed in on one is on both.
    well = await buildTestApp(database);
    busy = await buildTestApp(database, { METRICS_TOKEN }, { isWell: () => Promise.resolve(false) });
    turning = await buildTestApp(database, {}, { isWell: () => Promise.resolve(!turningIsBusy) });
  });
  afterAll(async () => {
    await Promise.all([well?.close(), busy?.close(), turning?.close()]);
    await database?.close();
  });

  it('refuses a message with 503 SERVER_BUSY and a Retry-After, stores nothing, and still answers its health check and metrics', async () => {
    const { man, conversationId } = await matchedPair(well, database.db);

    const refused = await sendMessage(busy, man.cookie, conversationId, 'Hello from a busy server');
    expect([refused.statusCode, refused.json()]).toEqual([
      503,
      { code: 'SERVER_BUSY', message: expect.any(String), details: { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS } },
    ]);
    expect(refused.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(await database.db.select({ id: messages.id }).from(messages)).toEqual([]);
    expect((await busy.inject({ url: '/api/health' })).statusCode).toBe(200);
    // Prometheus still reads a busy server: that is when its figures matter.
    expect((await busy.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode).toBe(200);

    const sent = await sendMessage(well, man.cookie, conversationId, 'Hello from a well server');
    expect(sent.statusCode).toBe(200);
    expect(await database.db.select({ id: messages.id }).from(messages)).toHaveLength(1);
  });

  it('refuses a message sent on a socket opened before the overload as the POST is refused', async () => {
    await database.db.delete(messages);
    const { man, conversationId } = await matchedPair(well, database.db, {
      man: { email: 'man-turning@example.org' },
      woman: { email: 'woman-turning@example.org' },
    });
    const socket: WebSocket = await turning.injectWS('/api/live', { headers: { cookie: man.cookie, origin: SITE_ORIGIN } });
    const events = liveEventsOf(socket);
    turningIsBusy = true;
    await expect.poll(() => turning.isUnderPressure()).toBe(true);
    const clientId = randomUUID();
    socket.send(JSON.stringify({ type: 'send', conversationId, input: { clientId, body: 'Hello from a busy server' } }));
    const refused = await events.next('send-refused', (event) => event.clientId === clientId);
    const overHttp = await sendMessage(turning, man.cookie, conversationId, 'Hello from a busy server');
    expect([refused.status, refused.error]).toEqual([overHttp.statusCode, overHttp.json()]);
    expect(refused.error.code).toBe('SERVER_BUSY');
    expect(await database.db.select({ id: messages.id }).from(messages)).toEqual([]);
    socket.terminate();
  });
});
