// A named statement answers as `db.execute` does, for each call's values, and on PostgreSQL stays
// prepared on its connection, so the next call is bound and executed without being parsed again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type TestDatabaseHandle, testDatabases } from '../test/databases';
import { namedStatement } from './named-statement';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe.each(testDatabases())('a named statement on $name', (testDatabase) => {
  let database: TestDatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers each call with its own values, and is prepared once on its connection', async () => {
    const doubled = namedStatement<{ n: number }>('test_doubled', sql`select ${sql.placeholder('n')}::int * 2 as doubled`);
    const prepared = await database.db.transaction(async (tx) => {
      // A transaction keeps one connection: both calls and the look-up run on it.
      expect(rowsOf(await doubled(tx, { n: 2 }))).toEqual([{ doubled: 4 }]);
      expect(rowsOf(await doubled(tx, { n: 21 }))).toEqual([{ doubled: 42 }]);
      return testDatabase.name === 'postgres'
        ? rowsOf(await tx.execute(sql`select name from pg_prepared_statements where name = 'test_doubled'`))
        : [{ name: 'test_doubled' }];
    });
    expect(prepared).toEqual([{ name: 'test_doubled' }]);
  });

  it('keeps the values it was built with beside the placeholders, and refuses a call missing one', async () => {
    const between = namedStatement<{ low: number }>(
      'test_between',
      sql`select ${sql.placeholder('low')}::int + ${10}::int as high, ${sql.placeholder('low')}::int as low`,
    );
    expect(rowsOf(await between(database.db, { low: 5 }))).toEqual([{ high: 15, low: 5 }]);
    expect(rowsOf(await between(database.db, { low: 7 }))).toEqual([{ high: 17, low: 7 }]);
    await expect(between(database.db, {} as { low: number })).rejects.toThrow('No value for placeholder "low"');
  });
});
