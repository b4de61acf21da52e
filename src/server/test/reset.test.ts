// The truncate between tests goes again when PostgreSQL cancels it to break a deadlock with work
// the last test left running, and only then.
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { truncateAllTables } from './reset';

const deadlock = () =>
  Object.assign(new Error('Failed query: truncate ...'), { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });

/** A database whose emptying statement fails with `failures` first; `execute` counts its tries. */
function databaseFailing(...failures: Error[]) {
  const execute = vi.fn(async () => {
    const failure = failures.shift();
    if (failure) throw failure;
    return { rows: [] };
  });
  // The first statement looks up the identity sequences (once per database): it answers none.
  const lookUpSequencesThen = vi.fn(async () => {
    lookUpSequencesThen.mockImplementation(execute);
    return { rows: [] };
  });
  return { db: { execute: lookUpSequencesThen } as unknown as Database, execute };
}

describe('truncateAllTables', () => {
  it('tries again after a deadlock, until it goes through', async () => {
    const { db, execute } = databaseFailing(deadlock(), deadlock());
    await truncateAllTables(db);
    expect(execute).toHaveBeenCalledTimes(3);
  });

  it('gives up after five deadlocks in a row', async () => {
    const { db, execute } = databaseFailing(deadlock(), deadlock(), deadlock(), deadlock(), deadlock());
    await expect(truncateAllTables(db)).rejects.toThrow('Failed query');
    expect(execute).toHaveBeenCalledTimes(5);
  });

  it('lets any other failure through at once', async () => {
    const { db, execute } = databaseFailing(new Error('relation "swipe" does not exist'));
    await expect(truncateAllTables(db)).rejects.toThrow('does not exist');
    expect(execute).toHaveBeenCalledTimes(1);
  });
});
