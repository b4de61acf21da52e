import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { rateLimitBuckets } from '../../db/schema';
import { signedInMember } from '../../test/accounts';
import { SITE_ORIGIN } from '../../test/site';
import { buildTestApp, useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { testLog } from '../../test/logs';
import { InProcessJobQueue } from '../../adapters/job-queue';
import type { SahelHeartsApp } from '../../app';
import { registerRateLimits } from './plugin';
import { countHit, deleteExpiredBuckets, readHits } from './store';

const SIGN_IN = '/api/auth/sign-in/email';

function post(app: SahelHeartsApp, url: string, remoteAddress: string, payload: object, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

const signInFrom = (app: SahelHeartsApp, remoteAddress: string, email: string) =>
  post(app, SIGN_IN, remoteAddress, { email, password: 'a wrong password' });

describe.each(testDatabases())('rate limits in the database on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);
  const database = () => testAppRef.current.database;
  const db = () => testAppRef.current.database.db;

  /** Runs `body` with apps built over the shared test database, closing them whatever happens. */
  async function withApps(count: number, env: Record<string, string>, body: (apps: SahelHeartsApp[]) => Promise<void>) {
    const apps: SahelHeartsApp[] = [];
    try {
      for (let index = 0; index < count; index += 1) apps.push(await buildTestApp(database(), env));
      await body(apps);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  }

  it('keeps a limit across a restart, and lifts it when the window ends', async () => {
    const env = { AUTH_RATE_LIMIT_PER_IP_PER_HOUR: '2' };
    await withApps(1, env, async ([before]) => {
      expect((await signInFrom(before!, '10.1.0.1', 'a@example.org')).statusCode).toBe(401);
      expect((await signInFrom(before!, '10.1.0.1', 'b@example.org')).statusCode).toBe(401);
      expect((await signInFrom(before!, '10.1.0.1', 'c@example.org')).statusCode).toBe(429);
    });
    await withApps(1, env, async ([after]) => {
      expect((await signInFrom(after!, '10.1.0.1', 'd@example.org')).statusCode).toBe(429);
      // The hour is over: the next attempt opens a new window.
      await db()
        .update(rateLimitBuckets)
        .set({ resetsAt: sql`now() - interval '1 second'` });
      expect((await signInFrom(after!, '10.1.0.1', 'd@example.org')).statusCode).toBe(401);
      expect((await signInFrom(after!, '10.1.0.1', 'e@example.org')).statusCode).toBe(401);
      expect((await signInFrom(after!, '10.1.0.1', 'f@example.org')).statusCode).toBe(429);
    });
  });

  it('shares one count between two instances on one database', async () => {
    await withApps(2, { CONTACT_RATE_LIMIT_PER_HOUR: '3' }, async ([first, second]) => {
      const contact = (app: SahelHeartsApp) =>
        post(app, '/api/contact', '10.2.0.1', {
          name: 'Amina Yusuf',
          email: 'amina@example.org',
          subject: 'Hookah night',
          message: 'Is the next gathering open to new members?',
        });
      expect((await contact(first!)).statusCode).toBe(201);
      expect((await contact(second!)).statusCode).toBe(201);
      expect((await contact(first!)).statusCode).toBe(201);
      expect((await contact(second!)).statusCode).toBe(429);
      expect((await contact(first!)).statusCode).toBe(429);
    });
  });

  it('answers 429 RATE_LIMITED with a retry-after header, per IP and per account and address alike', async () => {
    const env = { AUTH_RATE_LIMIT_PER_IP_PER_HOUR: '2', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '1' };
    await withApps(1, env, async ([app]) => {
      await signInFrom(app!, '10.3.0.1', 'first@example.org');
      const perAccount = await signInFrom(app!, '10.3.0.1', 'first@example.org');
      const perIp = await signInFrom(app!, '10.3.0.1', 'second@example.org');
      for (const refused of [perIp, perAccount]) {
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(3500);
        expect(retryAfter).toBeLessThanOrEqual(3600);
      }
    });
  });

  it('limits one e-mail address tried from one IP, and leaves its owner elsewhere their own tries', async () => {
    await withApps(1, { AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '3' }, async ([app]) => {
      const refused: boolean[] = [];
      // The same address, spelled differently: one account (better-auth refuses the spaces, 400,
      // but the attempt still counts).
      const spellings = ['guess@example.org', 'Guess@Example.org', ' guess@example.org ', 'GUESS@EXAMPLE.ORG', 'guess@example.org'];
      for (const email of spellings) refused.push((await signInFrom(app!, '10.4.0.1', email)).statusCode === 429);
      expect(refused).toEqual([false, false, false, true, true]);
      // The guesser spent only their own share: the owner, elsewhere, is answered as usual.
      expect((await signInFrom(app!, '10.4.0.2', 'guess@example.org')).statusCode).toBe(401);
      // Another account is not affected, nor another path for the same account.
      expect((await signInFrom(app!, '10.4.0.9', 'other@example.org')).statusCode).toBe(401);
      const reset = await post(app!, '/api/auth/request-password-reset', '10.4.0.9', { email: 'guess@example.org' });
      expect(reset.statusCode).toBe(200);
    });
  });

  it('lets many members behind one IP (carrier-grade NAT) in up to the per-IP limit, then refuses', async () => {
    const env = { AUTH_RATE_LIMIT_PER_IP_PER_HOUR: '6', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '1' };
    await withApps(1, env, async ([app]) => {
      const statuses: number[] = [];
      for (let index = 0; index < 7; index += 1) {
        statuses.push((await signInFrom(app!, '10.5.0.1', `member-${index}@example.org`)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
      // Each path counts on its own.
      const reset = await post(app!, '/api/auth/request-password-reset', '10.5.0.1', { email: 'member-0@example.org' });
      expect(reset.statusCode).toBe(200);
    });
  });

  it('limits reset-password per IP, and change-password per member and to members only', async () => {
    const env = { AUTH_RATE_LIMIT_PER_IP_PER_HOUR: '2', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '2' };
    await withApps(1, env, async ([app]) => {
      const reset = () => post(app!, '/api/auth/reset-password', '10.6.0.1', { token: 'not-a-token', newPassword: 'a new sentence' });
      expect((await reset()).statusCode).toBe(400);
      expect((await reset()).statusCode).toBe(400);
      expect((await reset()).statusCode).toBe(429);

      const change = (remoteAddress: string, cookie?: string) =>
        post(app!, '/api/auth/change-password', remoteAddress, { currentPassword: 'not it at all', newPassword: 'a new sentence' }, cookie);
      const anonymous = await change('10.6.0.2');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHORIZED');
      const cookie = await signedInMember(testAppRef.current.app, db(), 'zawadi@example.org');
      expect((await change('10.6.0.3', cookie)).statusCode).toBe(400);
      expect((await change('10.6.0.4', cookie)).statusCode).toBe(400);
      // A third IP, but the same member.
      expect((await change('10.6.0.5', cookie)).statusCode).toBe(429);
    });
  });

  it('counts atomically under concurrent hits, and drops only ended windows', async () => {
    const counts = await Promise.all(Array.from({ length: 20 }, () => countHit(db(), 'test|burst', 60_000)));
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await readHits(db(), 'test|burst')).toMatchObject({ current: 20 });

    await countHit(db(), 'test|ended', 60_000);
    await db()
      .update(rateLimitBuckets)
      .set({ resetsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitBuckets.key, 'test|ended'));
    expect(await readHits(db(), 'test|ended')).toEqual({ current: 0, ttl: 0 });
    expect(await deleteExpiredBuckets(db())).toBe(1);
    const left = await db().select({ key: rateLimitBuckets.key }).from(rateLimitBuckets);
    expect(left).toEqual([{ key: 'test|burst' }]);
  });

  it('sweeps ended windows as a job on the queue, every ten minutes', async () => {
    const app = Fastify({ logger: false });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const jobs = new InProcessJobQueue({ log: testLog(), schedule: true });
    await registerRateLimits(app, { db: db(), jobs });
    await app.ready();
    await jobs.start();
    try {
      await countHit(db(), 'test|live', 60_000);
      await db()
        .insert(rateLimitBuckets)
        .values({ key: 'test|ended', hits: 3, resetsAt: sql`now() - interval '1 minute'` });
      await vi.advanceTimersByTimeAsync(9 * 60_000);
      expect(await db().select().from(rateLimitBuckets)).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(async () =>
        expect(await db().select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).toEqual([{ key: 'test|live' }]),
      );
    } finally {
      await jobs.stop();
      vi.useRealTimers();
      await app.close();
    }
  });

  it('costs one statement per limited request', async () => {
    // Speed itself is measured by benchmarks, not here; what a hit costs is its statements.
    const methods = ['insert', 'select', 'update', 'delete', 'execute', 'transaction'] as const;
    const spies = methods.map((method) => vi.spyOn(db(), method));
    await countHit(db(), 'test|cost', 60_000);
    await countHit(db(), 'test|cost', 60_000);
    const calls = Object.fromEntries(methods.map((method, index) => [method, spies[index]!.mock.calls.length]));
    for (const spy of spies) spy.mockRestore();
    expect(calls).toEqual({ insert: 0, select: 0, update: 0, delete: 0, execute: 2, transaction: 0 });
  });

  it("leaves better-auth's in-memory limiter off, which in production would share one bucket", () => {
    expect(testAppRef.current.app.auth.options.rateLimit).toEqual({ enabled: false });
  });

  it('refuses with 503 DATABASE_UNAVAILABLE, never 500, when it cannot count', async () => {
    // Not a lost connection (that is DATABASE_UNAVAILABLE anyway) but any failure of the count.
    await db().execute(sql`alter table rate_limit_buckets rename to rate_limit_buckets_away`);
    try {
      const response = await signInFrom(testAppRef.current.app, '10.8.0.1', 'a@example.org');
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('DATABASE_UNAVAILABLE');
    } finally {
      await db().execute(sql`alter table rate_limit_buckets_away rename to rate_limit_buckets`);
    }
  });
});
