// pg-boss on PostgreSQL (docs/decisions/0030-job-queue.md): a run that throws is retried and then
// succeeds; one that keeps failing is shown with its error; the schedules are cluster-wide cron
// rows in the database. Runs where a PostgreSQL server is (TEST_DATABASE_URL).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabaseHandle, testDatabases } from '../../test/databases';
import { testLog } from '../../test/logs';
import { cronOf, PgBossJobQueue } from './pg-boss-queue';
import { createJobQueue } from '.';

const postgres = testDatabases().find((database) => database.name === 'postgres');

it('runs on pg-boss when DATABASE_URL is set, else in the process', async () => {
  expect(createJobQueue({ NODE_ENV: 'test' }, testLog()).kind).toBe('in-process');
  expect(createJobQueue({ NODE_ENV: 'test', DATABASE_URL: 'postgres://nowhere/none' }, testLog()).kind).toBe('pg-boss');
});

it('schedules on whole minutes, hours on the hour', () => {
  expect([30, 60, 300, 600, 3600, 7200].map(cronOf)).toEqual([
    '*/1 * * * *',
    '*/1 * * * *',
    '*/5 * * * *',
    '*/10 * * * *',
    '0 * * * *',
    '0 */2 * * *',
  ]);
});

describe.runIf(postgres)('the pg-boss job queue', () => {
  let database: TestDatabaseHandle;
  let jobs: PgBossJobQueue;
  const calls = { flaky: 0, broken: 0 };

  beforeAll(async () => {
    database = await postgres!.open();
    jobs = new PgBossJobQueue({ connectionString: database.url!, log: testLog(), schedule: true, pollingIntervalSeconds: 0.5 });
    jobs.register({
      name: 'flaky',
      scope: 'cluster',
      everySeconds: 3600,
      retryDelaySeconds: 1,
      handler: async () => {
        calls.flaky += 1;
        if (calls.flaky === 1) throw new Error('first try fails');
        return { ok: true };
      },
    });
    jobs.register({
      name: 'broken',
      scope: 'cluster',
      everySeconds: 600,
      retryLimit: 0,
      handler: async () => {
        calls.broken += 1;
        throw new Error('always fails');
      },
    });
    await jobs.start();
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
  });

  const rowsOf = async (name: string) =>
    (
      (await database.db.execute(sql`select state, retry_count as "retryCount", output from pgboss.job where name = ${name}`)) as {
        rows: unknown[];
      }
    ).rows;

  it('retries a job whose handler throws once, and then it succeeds', async () => {
    await jobs.runNow('flaky');
    await expect.poll(() => calls.flaky, { timeout: 20_000, interval: 100 }).toBe(2);
    await expect
      .poll(async () => (await jobs.status()).queues.find((queue) => queue.name === 'flaky'), { timeout: 10_000, interval: 100 })
      .toEqual({ name: 'flaky', queued: 0, active: 0, failed: 0 });
    expect(await rowsOf('flaky')).toEqual([{ state: 'completed', retryCount: 1, output: { ok: true } }]);
  });

  it('shows a job that failed every try, with its error, to the admins', async () => {
    await jobs.runNow('broken');
    await expect
      .poll(async () => (await jobs.status()).failures, { timeout: 20_000, interval: 100 })
      .toEqual([{ name: 'broken', error: 'always fails', failedAt: expect.any(Date) }]);
    expect((await jobs.status()).queues).toContainEqual({ name: 'broken', queued: 0, active: 0, failed: 1 });
    expect(calls.broken).toBe(1);
  });

  it('keeps the schedules in the database, where every server reads them', async () => {
    const { rows } = (await database.db.execute(sql`select name, cron from pgboss.schedule order by name`)) as { rows: unknown[] };
    expect(rows).toEqual([
      { name: 'broken', cron: '*/10 * * * *' },
      { name: 'flaky', cron: '0 * * * *' },
    ]);
  });
});
