// Messages across servers (docs/decisions/0023-messages.md, "Several servers"): two real server
// processes on one PostgreSQL, a member's socket on each; what one member sends through server A
// reaches the other's socket on server B, through PostgreSQL LISTEN/NOTIFY and, when Redis is
// there (TEST_REDIS_URL), through Redis pub/sub. Runs where a PostgreSQL server is (TEST_DATABASE_URL).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SendMessageResponse } from '../../../shared/contracts/messages';
import { createLiveBus } from '../../adapters/live-bus';
import { buildTestApp } from '../../test/app';
import { sessionCookieOf, signIn } from '../../test/accounts';
import { matchMembers } from '../../test/conversations';
import { type TestDatabaseHandle, testDatabases } from '../../test/databases';
import { MAN, insertMember, yearsAgo } from '../../test/discovery-members';
import { liveEventsOf } from '../../test/live-events';
import { type ServerProcess, startServerProcess } from '../../test/server-process';

const postgres = testDatabases().find((database) => database.name === 'postgres');
const redisUrl = process.env.TEST_REDIS_URL;
const engines = postgres ? [{ engine: 'postgres' as const }, ...(redisUrl ? [{ engine: 'redis' as const, redisUrl }] : [])] : [];

/** The buses of the three engines the settings can choose, for one deployment. */
async function busesOf(deployment: string) {
  const DEPLOYMENT_NAME = deployment;
  const chosen = [await createLiveBus({ DEPLOYMENT_NAME }, () => undefined)];
  if (postgres) chosen.push(await createLiveBus({ DEPLOYMENT_NAME, DATABASE_URL: process.env.TEST_DATABASE_URL }, () => undefined));
  if (postgres && redisUrl)
    chosen.push(
      await createLiveBus({ DEPLOYMENT_NAME, DATABASE_URL: process.env.TEST_DATABASE_URL, REDIS_URL: redisUrl }, () => undefined),
    );
  return chosen;
}

it('carries signals through Redis when REDIS_URL is set, PostgreSQL when only DATABASE_URL is, else within the process', async () => {
  const chosen = await busesOf('sahel_hearts');
  try {
    expect(chosen.map((bus) => bus.engine)).toEqual(['in-process', 'postgres', 'redis'].slice(0, chosen.length));
    for (const bus of chosen) {
      expect(bus.connected()).toBe(true);
      const heard = new Promise((resolve) => bus.subscribe(resolve));
      const signal = { to: ['member'], event: { type: 'typing' as const, conversationId: 7 } };
      const publishedFrom = Date.now();
      await bus.publish(signal);
      // With the time it was handed to the engine, which the hearing server measures its lag by.
      const { publishedAt, ...carried } = (await heard) as typeof signal & { publishedAt: number };
      expect(carried).toEqual(signal);
      expect(publishedAt).toBeGreaterThanOrEqual(publishedFrom);
      expect(publishedAt).toBeLessThanOrEqual(Date.now());
    }
  } finally {
    await Promise.all(chosen.map((bus) => bus.close()));
  }
});

it('keeps deployments that share a Redis or PostgreSQL server apart (DEPLOYMENT_NAME names the channel)', async () => {
  const [staging, production] = await Promise.all([busesOf('staging'), busesOf('production')]);
  try {
    // Index 0 is in-process: one process, nothing shared to keep apart.
    for (let engine = 1; engine < staging.length; engine++) {
      const overheard: unknown[] = [];
      production[engine]!.subscribe((signal) => overheard.push(signal));
      const heard = new Promise((resolve) => staging[engine]!.subscribe(resolve));
      // The production bus publishes last: once staging's own signal is heard, production's would have been too.
      await staging[engine]!.publish({ to: ['staging-member'], event: { type: 'typing', conversationId: 1 } });
      await heard;
      const ownHeard = new Promise((resolve) => production[engine]!.subscribe(resolve));
      await production[engine]!.publish({ to: ['production-member'], event: { type: 'typing', conversationId: 2 } });
      await ownHeard;
      expect(overheard).toEqual([
        { to: ['production-member'], event: { type: 'typing', conversationId: 2 }, publishedAt: expect.any(Number) as number },
      ]);
    }
  } finally {
    await Promise.all([...staging, ...production].map((bus) => bus.close()));
  }
});

describe.each(engines)('two server processes through $engine', ({ engine, ...settings }) => {
  let database: TestDatabaseHandle;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await postgres!.open();
    const live: Record<string, string> = engine === 'redis' ? { REDIS_URL: (settings as { redisUrl: string }).redisUrl } : {};
    servers = await Promise.all([0, 1].map(() => startServerProcess({ DATABASE_URL: database.url!, ...live })));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
  });

  it("brings a message sent through server A to the member's socket on server B, with its delivered mark back", async () => {
    const [serverA, serverB] = servers as [ServerProcess, ServerProcess];
    // Members and sessions are rows in the shared database: a session made here is good on both.
    const signer = await buildTestApp(database);
    const signedIn = async (email: string, spec: Parameters<typeof insertMember>[1] = { email }) => {
      const id = await insertMember(database.db, spec);
      return { id, cookie: sessionCookieOf(await signIn(signer, email)) };
    };
    const man = await signedIn('man@example.org', { email: 'man@example.org', profile: MAN, dateOfBirth: yearsAgo(32) });
    const woman = await signedIn('woman@example.org');
    await signer.close();
    const conversationId = await matchMembers(database.db, man.id, woman.id);

    const open = (server: ServerProcess, cookie: string) =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(`${server.origin.replace('http', 'ws')}/api/live`, { headers: { cookie, origin: server.origin } });
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      });
    const hisSocket = await open(serverA, man.cookie);
    const herSocket = await open(serverB, woman.cookie);
    const his = liveEventsOf(hisSocket);
    const hers = liveEventsOf(herSocket);

    const response = await fetch(`${serverA.origin}/api/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { cookie: man.cookie, origin: serverA.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: randomUUID(), body: 'Sent on A, read on B' }),
    });
    expect(response.status).toBe(200);
    const { message } = (await response.json()) as SendMessageResponse;
    expect((await hers.next('message')).message).toEqual({ ...message, fromMe: false });
    expect(await his.next('delivered')).toEqual({ type: 'delivered', conversationId, upTo: message.id });
    // And back: typing on B reaches A.
    herSocket.send(JSON.stringify({ type: 'typing', conversationId }));
    expect(await his.next('typing')).toEqual({ type: 'typing', conversationId });
    hisSocket.close();
    herSocket.close();
  }, 60_000);
});
