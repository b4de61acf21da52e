// A named statement answers as `db.execute` does, for any parameters, and on PostgreSQL stays
// prepared on its connection, so the next call is bound and executed without being parsed again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type TestDatabaseHandle, testDatabases } from '../test/databases';
import { executeNamed } from './named-statement';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe.each(testDatabases())('a named statement on $name', (testDatabase) => {
  let database: TestDatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers each call with its own parameters, and is prepared once on its connection', async () => {
    const doubled = (n: number) => sql`select ${n}::int * 2 as doubled`;
    const prepared = await database.db.transaction(async (tx) => {
      // A transaction keeps one connection: both calls and the look-up run on it.
      expect(rowsOf(await executeNamed(tx, 'test_doubled', doubled(2)))).toEqual([{ doubled: 4 }]);
      expect(rowsOf(await executeNamed(tx, 'test_doubled', doubled(21)))).toEqual([{ doubled: 42 }]);
      return testDatabase.name === 'postgres'
        ? rowsOf(await tx.execute(sql`select name from pg_prepared_statements where name = 'test_doubled'`))
        : [{ name: 'test_doubled' }];
    });
    expect(prepared).toEqual([{ name: 'test_doubled' }]);
  });
});
