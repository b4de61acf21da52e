// Requests across a PostgreSQL restart (docs/targets.md T10), on a cluster of the test's own
// (initdb, pg_ctl restart): each one answers 2xx, or 503 DATABASE_UNAVAILABLE while the database
// is away, never 500, and the app serves again afterwards. The probe's transaction is cut between
// two statements, the case that answered a swipe 500 in `npm run bench:load`: drizzle's wrapper
// then throws its `rollback`'s error ("not queryable"), not the cut's 57P01.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SahelHeartsApp } from '../app';
import { type DatabaseHandle, openPostgres, poolOf } from '../db/client';
import { buildTestApp } from '../test/app';
import { type Cluster, startCluster } from '../test/postgres-cluster';

describe('requests across a database restart', () => {
  let cluster: Cluster;
  let database: DatabaseHandle;
  let app: SahelHeartsApp;
  let heard: () => void = () => {};

  beforeAll(async () => {
    cluster = await startCluster();
    database = openPostgres(cluster.url, { onConnectionError: () => heard() });
    await database.migrate();
    app = await buildTestApp(
      database,
      {},
      {
        beforeReady: (instance) => {
          // A transaction whose connection the restart cuts while it waits between two statements.
          instance.get('/probe/cut-transaction', { config: { access: 'public' } }, async () => {
            const connectionLost = new Promise<void>((resolve) => (heard = resolve));
            await database.db.transaction(async (tx) => {
              await tx.execute(sql`select 1`);
              cluster.restart();
              await connectionLost;
              await tx.execute(sql`select 1`);
            });
            return { ok: true };
          });
          // An ordinary write's shape: a transaction of two statements on a pooled connection.
          instance.get('/probe/transaction', { config: { access: 'public' } }, async () => {
            await database.db.transaction(async (tx) => {
              await tx.execute(sql`select 1`);
              await tx.execute(sql`select 2`);
            });
            return { ok: true };
          });
        },
      },
    );
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    cluster?.stop();
  });

  it('answers a transaction cut by the restart with 503 DATABASE_UNAVAILABLE, not 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/probe/cut-transaction' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
  });

  it('answers requests sent while the database restarts with 2xx or 503, never 500, then 2xx again', async () => {
    const ask = () => app.inject({ method: 'GET', url: '/probe/transaction' });
    const before = await ask();
    // Twenty requests under way when pg_ctl cuts every connection, twenty more on the pool's cut
    // connections once it is back (restart() returns once the cluster accepts connections).
    const during = Array.from({ length: 20 }, ask);
    cluster.restart();
    during.push(...Array.from({ length: 20 }, ask));
    const statuses = (await Promise.all(during)).map((response) => response.statusCode);
    expect(before.statusCode).toBe(200);
    expect(statuses.filter((status) => !(status >= 200 && status < 300) && status !== 503)).toEqual([]);
    expect((await ask()).statusCode).toBe(200);
    // Every connection the requests took went back to the pool (none leaked by a failed `begin`).
    const pool = poolOf(database.db)!;
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });
});
