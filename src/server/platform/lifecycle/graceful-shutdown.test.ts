// A server told to stop (SIGTERM) loses nothing (docs/operations.md, "Stopping a server"): it is
// no longer ready, its sockets are told to come back elsewhere (1012), the request in flight is
// answered, new connections are refused, the database is closed, and it exits 0; one that cannot
// finish in time exits 1 at the deadline.
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LIVE_CLOSE } from '../../../shared/contracts/messages';
import type { SahelHeartsApp } from '../../app';
import { buildTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { signedInDiscoveryMember } from '../../test/discovery-members';
import { SITE_ORIGIN } from '../../test/site';
import { shutDownGracefully } from './graceful-shutdown';

/** A request the test holds open until it lets it go. */
function slowProbe() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const hasArrived = new Promise<void>((resolve) => (arrived = resolve));
  const register = (app: SahelHeartsApp) =>
    app.get('/probe/slow', { config: { access: 'public' } }, async () => {
      arrived();
      await released;
      return { finished: true };
    });
  return { register, release, hasArrived };
}

describe.each(testDatabases())('graceful shutdown on $name', (testDatabase) => {
  it('stops taking work, tells sockets to reconnect, finishes the request in flight, closes the database and exits 0', async () => {
    const database = await testDatabase.open();
    const probe = slowProbe();
    const app = await buildTestApp(database, {}, { beforeReady: probe.register });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const member = await signedInDiscoveryMember(app, database.db, { email: 'staying@example.org' });
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/live`, { headers: { cookie: member.cookie, origin: SITE_ORIGIN } });
    await once(socket, 'open');
    const socketClosed = once(socket, 'close') as Promise<[number, Buffer]>;

    const inFlight = fetch(`${origin}/probe/slow`);
    await probe.hasArrived;
    let databaseClosed = false;
    const exits: number[] = [];
    const exited = new Promise<void>((resolve) => {
      void shutDownGracefully(app, 'SIGTERM', {
        closeDatabase: async () => {
          await database.close();
          databaseClosed = true;
        },
        timeoutMs: 60_000,
        exit: (code) => {
          exits.push(code);
          resolve();
        },
      });
    });

    const [code] = await socketClosed;
    expect(code).toBe(LIVE_CLOSE.serverRestart);
    // From now on GET /api/ready says 'shutting-down' (health.test.ts), to any probe still let in.
    expect(app.shuttingDown).toBe(true);
    // A new connection is refused once the server has stopped listening.
    await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
    expect(databaseClosed).toBe(false);

    probe.release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    await exited;
    expect(exits).toEqual([0]);
    expect(databaseClosed).toBe(true);
  });

  it('exits 1 at the deadline when a request never finishes', async () => {
    const database = await testDatabase.open();
    const probe = slowProbe();
    const app = await buildTestApp(database, {}, { beforeReady: probe.register });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const stuck = fetch(`${origin}/probe/slow`).catch(() => null);
    await probe.hasArrived;
    const exits: number[] = [];
    let timedOut!: () => void;
    const deadlinePassed = new Promise<void>((resolve) => (timedOut = resolve));
    const shutdown = shutDownGracefully(app, 'SIGTERM', {
      closeDatabase: () => database.close(),
      timeoutMs: 200,
      exit: (code) => {
        exits.push(code);
        timedOut();
      },
    });
    await deadlinePassed;
    expect(exits).toEqual([1]);
    // What the real process would have cut short finishes here, and is not told to exit again.
    probe.release();
    await stuck;
    await shutdown;
    expect(exits).toEqual([1]);
  });
});
