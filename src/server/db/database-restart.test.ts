// A PostgreSQL restart under a server (docs/operations.md, docs/targets.md T10), on a cluster of
// the test's own (initdb, pg_ctl restart): a connection the pool has handed out, cut while it
// waits between two statements of a transaction, fails that transaction alone. It must not end
// the process (node-postgres emits an 'error' event on such a client, which with no listener is
// thrown as an uncaught exception), and the pool serves again once the database is back.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../test/postgres-cluster';
import { openPostgres } from './client';

describe('a database restart', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster();
  });

  afterAll(() => cluster?.stop());

  it('fails the transaction whose connection it cut, and the pool answers again once the database is back', async () => {
    const errors: Error[] = [];
    let heard: () => void = () => {};
    const connectionLost = new Promise<void>((resolve) => (heard = resolve));
    const handle = openPostgres(cluster.url, {
      onConnectionError: (error) => {
        errors.push(error);
        heard();
      },
    });
    try {
      const transaction = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        cluster.restart();
        // The cut reaches the client while it holds no statement: the case that ended the process.
        await connectionLost;
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(errors.map((error) => (error as pg.DatabaseError).code)).toContain('57P01');
      const answer = (await handle.db.execute(sql`select 1 as one`)) as { rows: unknown[] };
      expect(answer.rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
