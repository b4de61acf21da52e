// The audit log (docs/decisions/0033-admin-console.md): admins with the second factor only; every
// admin act and security event in it; searched by actor, member and action, paged, exported as
// CSV; and no way to change or delete an entry, not even in SQL.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '../../../shared/contracts/audit-log';
import { adminAuditLog, users } from '../../db/schema';
import { signedInMember, signInAgain } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { SITE_ORIGIN } from '../../test/site';
import { promoteToAdmin } from '../admin/queries';
import { recordAudit } from './record';

describe.each(testDatabases())('audit log on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const get = (url: string, cookie?: string) => app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it('answers a visitor 401, a member 403, an admin without the second factor 403 and an admin 200', async () => {
    const member = await signedInMember(app(), db(), 'member@example.org');
    const roleOnly = await signedInMember(app(), db(), 'hodan@example.org');
    await promoteToAdmin(db(), 'hodan@example.org');
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    for (const url of ['/api/admin/audit-log', '/api/admin/audit-log/export']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, member)).statusCode).toBe(403);
      expect((await get(url, roleOnly)).json().details.reason).toBe('TWO_FACTOR_REQUIRED');
      expect((await get(url, admin)).statusCode).toBe(200);
    }
    // No route changes or deletes an entry.
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect(
        (await app().inject({ method, url: '/api/admin/audit-log', headers: { cookie: admin, origin: SITE_ORIGIN } })).statusCode,
      ).toBe(404);
    }
  });

  it('logs security events: a role change, the enrolment of a second factor and an admin sign-in with it', async () => {
    await signedInMember(app(), db(), 'hodan@example.org');
    await promoteToAdmin(db(), 'hodan@example.org');
    await signedInMember(app(), db(), 'admin@example.org', 'admin');
    await signInAgain(app(), 'admin@example.org');
    const hodan = await idOf('hodan@example.org');
    const admin = await idOf('admin@example.org');
    const log = await db()
      .select({ action: adminAuditLog.action, adminId: adminAuditLog.adminId, memberId: adminAuditLog.memberId })
      .from(adminAuditLog)
      .orderBy(adminAuditLog.id);
    expect(log).toEqual([
      { action: 'role_change', adminId: null, memberId: hodan },
      { action: 'two_factor_enabled', adminId: admin, memberId: admin },
      { action: 'admin_sign_in', adminId: admin, memberId: admin },
      { action: 'admin_sign_in', adminId: admin, memberId: admin },
    ]);
  });

  it('searches by actor, member and action, newest first, a page at a time, and exports the search as CSV', async () => {
    const cookie = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    await signedInMember(app(), db(), 'dawit@example.org');
    const admin = await idOf('admin@example.org');
    const dawit = await idOf('dawit@example.org');
    for (let index = 0; index < AUDIT_PAGE_SIZE + 2; index += 1) {
      await recordAudit(db(), { adminId: admin, action: 'warn', memberId: dawit, reason: `note ${index}` });
    }
    await recordAudit(db(), { adminId: admin, action: 'ban', memberId: dawit, reason: '=HYPERLINK("x")' });
    const first = (await get('/api/admin/audit-log?member=DAWIT@&action=warn', cookie)).json();
    expect(first.total).toBe(AUDIT_PAGE_SIZE + 2);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({
      action: 'warn',
      reason: `note ${AUDIT_PAGE_SIZE + 1}`,
      actor: { id: admin, email: 'admin@example.org', name: 'Amina' },
      member: { id: dawit, email: 'dawit@example.org' },
    });
    const second = (await get(`/api/admin/audit-log?member=dawit&action=warn&cursor=${first.nextCursor}`, cookie)).json();
    expect(second.entries.map((entry: { reason: string }) => entry.reason)).toEqual(['note 1', 'note 0']);
    expect(second).toMatchObject({ total: AUDIT_PAGE_SIZE + 2, nextCursor: null });
    for (const query of ['page=2', 'cursor=abc', 'limit=0', 'limit=201']) {
      expect((await get(`/api/admin/audit-log?${query}`, cookie)).statusCode).toBe(400);
    }
    expect((await get(`/api/admin/audit-log?actor=${admin}&action=ban`, cookie)).json().total).toBe(1);
    expect((await get('/api/admin/audit-log?actor=nobody', cookie)).json().total).toBe(0);
    expect((await get('/api/admin/audit-log?action=erase', cookie)).statusCode).toBe(400);

    const csv = await get('/api/admin/audit-log/export?action=ban', cookie);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toContain('"action"');
    expect(lines).toHaveLength(2);
    // A formula is defused, quotes doubled.
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    const exported = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, 'audit_export'));
    expect(exported).toEqual([expect.objectContaining({ adminId: admin, reason: '{"action":"ban"}' })]);
  });

  it('pages entries of one instant with none twice or missed, as the other console lists do', async () => {
    const cookie = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const admin = await idOf('admin@example.org');
    const instant = new Date('2026-06-01T12:00:00Z');
    await db()
      .insert(adminAuditLog)
      .values(
        Array.from({ length: 5 }, (_, index) => ({
          adminId: admin,
          action: 'dismiss' as const,
          reason: `same ${index}`,
          createdAt: instant,
        })),
      );
    const reasons: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { entries: { reason: string }[]; nextCursor: string | null } = (
        await get(`/api/admin/audit-log?action=dismiss&limit=2${cursor ? `&cursor=${cursor}` : ''}`, cookie)
      ).json();
      reasons.push(...page.entries.map((entry) => entry.reason));
      cursor = page.nextCursor;
    } while (cursor !== null && reasons.length < 20);
    expect(reasons).toEqual(['same 4', 'same 3', 'same 2', 'same 1', 'same 0']);
  });

  it('refuses in the database to change or delete an entry, but lets a departing account go unnamed', async () => {
    await signedInMember(app(), db(), 'dawit@example.org');
    const dawit = await idOf('dawit@example.org');
    await recordAudit(db(), { adminId: null, action: 'ban', memberId: dawit, reason: 'scam' });
    await expect(db().update(adminAuditLog).set({ reason: 'nothing' })).rejects.toThrow();
    await expect(db().update(adminAuditLog).set({ action: 'warn' })).rejects.toThrow();
    await expect(db().delete(adminAuditLog)).rejects.toThrow();
    await expect(db().execute(sql`delete from admin_audit_log`)).rejects.toThrow();
    await db().delete(users).where(eq(users.id, dawit));
    const rows = await db().select().from(adminAuditLog);
    expect(rows).toEqual([expect.objectContaining({ action: 'ban', memberId: null, reason: 'scam' })]);
  });
});
