// Two app servers on one PostgreSQL, each with its own pg-boss (docs/decisions/0030-job-queue.md):
// when both queue the same due run, as each server's timer did before, the image deletion and the
// away e-mails run once between them: one job, one e-mail per member, each row cleaned once.
// Runs where a PostgreSQL server is (TEST_DATABASE_URL).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBossJobQueue } from '../adapters/job-queue';
import { readOutbox } from '../adapters/mail/outbox-mail-sender';
import type { SahelHeartsApp } from '../app';
import { identityVerifications, messages, profiles } from '../db/schema';
import { verificationCalls } from '../modules/verification/test/fixtures';
import { subscribedMember } from './accounts';
import { buildTestApp } from './app';
import { matchMembers } from './conversations';
import { type TestDatabaseHandle, testDatabases } from './databases';
import { insertMember, MAN } from './discovery-members';
import { testLog } from './logs';

const postgres = testDatabases().find((database) => database.name === 'postgres');
const MINUTE_MS = 60_000;

describe.runIf(postgres)('scheduled jobs on two servers', () => {
  let database: TestDatabaseHandle;
  let storageDir: string;
  let servers: SahelHeartsApp[] = [];

  beforeAll(async () => {
    database = await postgres!.open();
    storageDir = await mkdtemp(join(tmpdir(), 'sahel-hearts-files-'));
    const env = { STORAGE_DIR: storageDir, AUTH_RATE_LIMIT_PER_HOUR: '1000' };
    // At once, as servers of one deployment start: both create pg-boss's tables and queues.
    servers = await Promise.all(
      [0, 1].map(() =>
        buildTestApp(database, env, {
          jobs: new PgBossJobQueue({ connectionString: database.url!, log: testLog(), schedule: false, pollingIntervalSeconds: 0.5 }),
        }),
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    servers = [];
    await database?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const jobRows = async (name: string) =>
    ((await database.db.execute(sql`select state, output from pgboss.job where name = ${name}`)) as { rows: unknown[] }).rows;

  /** Both servers queue the run due now, at the same moment, and the runs end. */
  async function runOnBoth(name: string): Promise<void> {
    const due = new Date();
    await Promise.all(servers.map((server) => server.jobs.runNow(name, due)));
    await expect
      .poll(async () => (await jobRows(name)).length > 0 && (await servers[0]!.jobs.status()).queues.find((queue) => queue.name === name), {
        timeout: 20_000,
        interval: 100,
      })
      .toEqual({ name, queued: 0, active: 0, failed: 0 });
  }

  it('deletes the decided ID images once', async () => {
    const [serverA] = servers as [SahelHeartsApp];
    for (const [email, phone] of [
      ['awa@example.org', '+221771234567'],
      ['binta@example.org', '+221771234568'],
    ] as const) {
      const cookie = await subscribedMember(serverA, database.db, email);
      expect((await verificationCalls(serverA, database.db).completeAllSteps(cookie, phone)).json().status).toBe('approved');
    }
    await database.db
      .update(identityVerifications)
      .set({ decidedAt: sql`now() - interval '400 days'` })
      .where(isNotNull(identityVerifications.idDocumentKey));
    // Only this test's two members have images: other tests of the file add members without any.
    const before = await database.db.select().from(identityVerifications).where(isNotNull(identityVerifications.idDocumentKey));
    expect(before).toHaveLength(2);

    await runOnBoth('image-retention');
    expect(await jobRows('image-retention')).toEqual([{ state: 'completed', output: { cleaned: 2, codesDeleted: 0 } }]);
    const after = await database.db
      .select()
      .from(identityVerifications)
      .where(
        inArray(
          identityVerifications.userId,
          before.map((row) => row.userId),
        ),
      );
    expect(after.map((row) => [row.idDocumentKey, row.selfieKey, row.imagesDeletedAt !== null])).toEqual([
      [null, null, true],
      [null, null, true],
    ]);
    for (const row of before) expect(await serverA.storage.get(row.idDocumentKey!)).toBeNull();
  });

  it('sends the away e-mails once: one e-mail per member', async () => {
    const idris = await insertMember(database.db, { email: 'idris@example.org', displayName: 'Idris', profile: MAN });
    const away = [];
    for (const email of ['hawa@example.org', 'fatou@example.org']) {
      const member = await insertMember(database.db, { email, displayName: email.split('@')[0]! });
      await database.db
        .update(profiles)
        .set({ lastActiveAt: new Date(Date.now() - 60 * MINUTE_MS) })
        .where(eq(profiles.userId, member));
      const matchId = await matchMembers(database.db, idris, member);
      await database.db
        .insert(messages)
        .values({ matchId, senderId: idris, clientId: randomUUID(), body: 'Salaam', createdAt: new Date(Date.now() - 30 * MINUTE_MS) });
      away.push(email);
    }

    await runOnBoth('away-emails');
    expect(await jobRows('away-emails')).toEqual([{ state: 'completed', output: { sent: 2, failed: 0 } }]);
    for (const email of away) expect(await readOutbox(database.db, email)).toHaveLength(1);
  });
});
