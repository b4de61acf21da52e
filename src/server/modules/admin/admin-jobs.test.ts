// GET /api/admin/jobs and POST /api/admin/jobs/:name/run (docs/decisions/0030-job-queue.md):
// admins with their second factor only; each queue's counts and the last runs that failed every
// try; one run of a scheduled job now, through the queue.
import { describe, expect, it, vi } from 'vitest';
import { adminAuditLog, eventNotices, users } from '../../db/schema';
import { sentMail, signedInMember } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { insertTestEvent } from '../../test/events';
import { SITE_ORIGIN } from '../../test/site';
import { promoteToAdmin } from './queries';

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
        { name: 'push-notices', ...idle },
        { name: 'event-notices', ...idle },
        { name: 'image-retention', ...idle },
      ],
      failures: [],
    });
    await app().jobs.runNow('rate-limit-sweep');
    expect((await getJobs(admin)).json().queues[1]).toEqual({ name: 'rate-limit-sweep', ...idle });
  });

  const runJob = (name: string, cookie?: string, origin = SITE_ORIGIN) =>
    app().inject({ method: 'POST', url: `/api/admin/jobs/${name}/run`, headers: { origin, ...(cookie ? { cookie } : {}) } });

  it('runs a job now for an admin with the second factor only', async () => {
    const runNow = vi.spyOn(app().jobs, 'runNow');
    const member = await signedInMember(app(), db(), 'member@example.org');
    const roleOnly = await signedInMember(app(), db(), 'hodan@example.org');
    await promoteToAdmin(db(), 'hodan@example.org');
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');

    expect((await runJob('event-notices')).statusCode).toBe(401);
    expect((await runJob('event-notices', member)).statusCode).toBe(403);
    const refused = await runJob('event-notices', roleOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details.reason).toBe('TWO_FACTOR_REQUIRED');
    // Another site's page cannot make an admin's browser run it.
    expect((await runJob('event-notices', admin, 'https://evil.example')).statusCode).toBe(403);
    expect(runNow).not.toHaveBeenCalled();

    const ran = await runJob('event-notices', admin);
    expect(ran.statusCode).toBe(204);
    expect(runNow).toHaveBeenCalledTimes(1);
    expect(runNow).toHaveBeenCalledWith('event-notices');
    runNow.mockRestore();
  });

  it('runs the job itself: an e-mail owed about an event goes out at once', async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    await db().insert(users).values({
      id: 'first-in-line',
      name: 'first-in-line',
      email: 'first-in-line@example.org',
      displayName: 'Amina',
      dateOfBirth: '1990-01-01',
      language: 'en',
    });
    // Three days ahead of whatever the clock says: a place given, no reminder owed yet.
    const startsAt = new Date(Date.now() + 72 * 60 * 60 * 1000);
    const eventId = await insertTestEvent(db(), {
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * 60 * 60 * 1000),
      capacity: 1,
    });
    await db().insert(eventNotices).values({ eventId, memberId: 'first-in-line', kind: 'promoted' });
    expect(await sentMail(app(), db(), 'first-in-line@example.org')).toEqual([]);

    expect((await runJob('event-notices', admin)).statusCode).toBe(204);
    const mail = await sentMail(app(), db(), 'first-in-line@example.org');
    expect(mail.map((message) => message.subject)).toEqual(['A place is yours: Hookah night']);
    // An admin's act like any other: in the audit log, with the job's name.
    const logged = await db().select({ action: adminAuditLog.action, reason: adminAuditLog.reason }).from(adminAuditLog);
    expect(logged.filter((entry) => entry.action === 'job_run')).toEqual([{ action: 'job_run', reason: 'event-notices' }]);
  });

  it('refuses a job that is not scheduled, or a name that is not one, and runs nothing', async () => {
    const runNow = vi.spyOn(app().jobs, 'runNow');
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    // A server's own timers are not the cluster's jobs: not listed, not run from here.
    for (const name of ['no-such-job', 'socket-presence']) {
      const answer = await runJob(name, admin);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('NOT_FOUND');
    }
    for (const name of ['Event_Notices', encodeURIComponent('../health'), 'x'.repeat(65)]) {
      const answer = await runJob(name, admin);
      expect(answer.statusCode).toBe(400);
    }
    expect(runNow).not.toHaveBeenCalled();
    runNow.mockRestore();
  });
});
