// Every statement the app sends a test database, in order, as its SQL text (without the values):
// for tests that compare the work two requests do instead of timing them (docs/architecture.md,
// Tests). It wraps the driver under Drizzle, so no statement escapes it, transactions included.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client';

export interface StatementLog {
  /** The statements sent since the log started or was last cleared. */
  readonly statements: string[];
  clear(): void;
}

type Query = (...args: never[]) => unknown;

/** The SQL text of a query call's first argument: a string, or pg's `{ text }` config. */
function sqlOf(first: unknown): string {
  const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

export function logStatements(db: Database): StatementLog {
  const statements: string[] = [];
  const record = <T extends object>(target: T, method: string) => {
    const original = (target as Record<string, Query>)[method]!.bind(target);
    (target as Record<string, Query>)[method] = (...args: never[]) => {
      statements.push(sqlOf(args[0]));
      return original(...args);
    };
  };
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof pg.Pool) {
    // Every query, the pool's own and a transaction's, runs on a client checked out of the pool.
    const wrapped = new WeakSet<pg.PoolClient>();
    client.on('acquire', (connection) => {
      if (wrapped.has(connection)) return;
      wrapped.add(connection);
      record(connection, 'query');
    });
  } else {
    record(client, 'query');
    record(client, 'exec');
    const transaction = client.transaction.bind(client);
    client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
      transaction((tx) => {
        record(tx, 'query');
        record(tx, 'exec');
        return callback(tx);
      });
  }
  return {
    statements,
    clear: () => {
      statements.length = 0;
    },
  };
}
