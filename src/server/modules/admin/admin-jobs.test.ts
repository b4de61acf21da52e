// GET /api/admin/jobs (docs/decisions/0030-job-queue.md): admins only; each queue's counts and
// the last runs that failed every try.
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';

describe.each(testDatabases())('admin jobs API on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const getJobs = (cookie?: string) => app().inject({ method: 'GET', url: '/api/admin/jobs', headers: cookie ? { cookie } : {} });

  it('answers a visitor 401, a member 403 and an admin 200', async () => {
    expect((await getJobs()).statusCode).toBe(401);
    expect((await getJobs(await signedInMember(app(), db(), 'member@example.org'))).statusCode).toBe(403);
    const admin = await getJobs(await signedInMember(app(), db(), 'admin@example.org', 'admin'));
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('no-store');
  });

  it('lists every scheduled job with its counts, and nothing failed yet', async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const idle = { queued: 0, active: 0, failed: 0 };
    expect((await getJobs(admin)).json()).toEqual({
      queues: [
        { name: 'away-emails', ...idle },
        { name: 'rate-limit-sweep', ...idle },
        { name: 'event-notices', ...idle },
        { name: 'image-retention', ...idle },
      ],
      failures: [],
    });
    await app().jobs.runNow('rate-limit-sweep');
    expect((await getJobs(admin)).json().queues[1]).toEqual({ name: 'rate-limit-sweep', ...idle });
  });
});
