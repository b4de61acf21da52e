// Role changes from the console (docs/decisions/0033-admin-console.md, "Roles"): only an admin with
// the second factor; never one's own role, never a suspended or banned member made admin, never
// no admin left, even when two admins take each other's role at once; each change in the audit
// log; a new admin opens nothing before enrolling a second factor; a former admin's sessions end.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, sessions, users } from '../../db/schema';
import { signedInMember, signIn, sessionCookieOf } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { SITE_ORIGIN } from '../../test/site';
import { promoteToAdmin } from '../admin/queries';

describe.each(testDatabases())('member roles from the console on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const get = (url: string, cookie?: string) => app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: object, cookie?: string) =>
    app().inject({ method: 'POST', url, payload, headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) } });
  const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const roleOf = async (id: string) => (await db().select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;
  const setRole = (id: string, role: string, reason: string, cookie: string) =>
    post(`/api/admin/members/${id}/role`, { role, reason }, cookie);
  const roleLog = async (memberId: string) =>
    (
      await db()
        .select({ adminId: adminAuditLog.adminId, reason: adminAuditLog.reason })
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.memberId, memberId), eq(adminAuditLog.action, 'role_change')))
        .orderBy(adminAuditLog.id)
    ).map((entry) => [entry.adminId, entry.reason]);

  it('answers a visitor 401, a member 403, an admin without the second factor 403, and an admin 200', async () => {
    const member = await signedInMember(app(), db(), 'member@example.org');
    await signedInMember(app(), db(), 'dawit@example.org');
    const dawit = await idOf('dawit@example.org');
    const roleOnly = await signedInMember(app(), db(), 'hodan@example.org');
    await promoteToAdmin(db(), 'hodan@example.org');
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const call = (cookie?: string) => post(`/api/admin/members/${dawit}/role`, { role: 'admin', reason: 'Joins the team' }, cookie);
    expect((await call()).statusCode).toBe(401);
    expect((await call(member)).statusCode).toBe(403);
    expect((await call(roleOnly)).json().details.reason).toBe('TWO_FACTOR_REQUIRED');
    expect(await roleOf(dawit)).toBe('member');
    expect((await call(admin)).json()).toEqual({ role: 'admin' });
    expect(await roleOf(dawit)).toBe('admin');
    // Bad input changes nothing.
    for (const payload of [
      { role: 'owner', reason: 'x' },
      { role: 'member', reason: '  ' },
      { role: 'member' },
      { role: 'member', reason: 'x', extra: 1 },
    ]) {
      expect((await post(`/api/admin/members/${dawit}/role`, payload, admin)).statusCode).toBe(400);
    }
    expect((await setRole('nobody', 'admin', 'x', admin)).statusCode).toBe(404);
    expect(await roleOf(dawit)).toBe('admin');
  });

  it('makes a member an admin who must enrol a second factor, then takes the role away and signs them out everywhere', async () => {
    const dawitCookie = await signedInMember(app(), db(), 'dawit@example.org');
    const dawit = await idOf('dawit@example.org');
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const adminId = await idOf('admin@example.org');
    // Read once, so that a cache holds Dawit's session as a member's.
    expect((await get('/api/me', dawitCookie)).json().user.role).toBe('member');

    expect((await setRole(dawit, 'admin', 'Joins the moderators', admin)).statusCode).toBe(200);
    // The change counts at once, on the session he already has.
    expect((await get('/api/me', dawitCookie)).json().user.role).toBe('admin');
    // The role alone opens nothing: the console asks him to enrol a second factor first.
    expect((await get('/api/admin/members?q=x', dawitCookie)).json().details.reason).toBe('TWO_FACTOR_REQUIRED');
    expect((await setRole(dawit, 'admin', 'Again', admin)).json().details.reason).toBe('ROLE_UNCHANGED');

    const second = sessionCookieOf(await signIn(app(), 'dawit@example.org'));
    expect(await db().select().from(sessions).where(eq(sessions.userId, dawit))).toHaveLength(2);
    expect((await setRole(dawit, 'member', 'Left the team', admin)).json()).toEqual({ role: 'member' });
    expect(await roleOf(dawit)).toBe('member');
    // Every session of his is gone: none keeps the role, on this server or another.
    expect(await db().select().from(sessions).where(eq(sessions.userId, dawit))).toEqual([]);
    for (const cookie of [dawitCookie, second]) expect((await get('/api/me', cookie)).json().isAuthenticated).toBe(false);
    expect(await roleLog(dawit)).toEqual([
      [adminId, 'admin: Joins the moderators'],
      [adminId, 'member: Left the team'],
    ]);
    const history = (await get(`/api/admin/members/${dawit}/history`, admin)).json();
    expect(history.entries.map((entry: { action: string; reason: string }) => [entry.action, entry.reason])).toEqual([
      ['role_change', 'member: Left the team'],
      ['role_change', 'admin: Joins the moderators'],
    ]);
  });

  it("ends a former admin's console at once: their second-factor session opens nothing any more", async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const other = await signedInMember(app(), db(), 'other.admin@example.org', 'admin');
    const otherId = await idOf('other.admin@example.org');
    expect((await get('/api/admin/members?q=x', other)).statusCode).toBe(200);
    expect((await setRole(otherId, 'member', 'Left the company', admin)).statusCode).toBe(200);
    expect((await get('/api/admin/members?q=x', other)).statusCode).toBe(401);
    expect((await get('/api/admin/audit-log', other)).statusCode).toBe(401);
  });

  it('refuses one’s own role and a suspended or banned member, and changes nothing', async () => {
    await signedInMember(app(), db(), 'dawit@example.org');
    const dawit = await idOf('dawit@example.org');
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const adminId = await idOf('admin@example.org');
    expect((await setRole(adminId, 'member', 'Stepping down', admin)).json().details.reason).toBe('OWN_ROLE');
    expect(await roleOf(adminId)).toBe('admin');

    expect((await post(`/api/admin/members/${dawit}/moderation`, { action: 'suspend', reason: 'Rude', days: 3 }, admin)).statusCode).toBe(
      200,
    );
    expect((await setRole(dawit, 'admin', 'Trusted', admin)).json().details.reason).toBe('RESTRICTED');
    expect(
      (await post(`/api/admin/members/${dawit}/account-actions`, { action: 'lift_restriction', reason: 'ok' }, admin)).statusCode,
    ).toBe(200);
    expect((await post(`/api/admin/members/${dawit}/moderation`, { action: 'ban', reason: 'Scam' }, admin)).statusCode).toBe(200);
    expect((await setRole(dawit, 'admin', 'Trusted', admin)).json().details.reason).toBe('RESTRICTED');
    expect(await roleOf(dawit)).toBe('member');
    expect(await roleLog(dawit)).toEqual([]);
    expect(await roleLog(adminId)).toEqual([]);
  });

  it('leaves one admin when two take each other’s role at the same moment', async () => {
    const first = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const second = await signedInMember(app(), db(), 'other.admin@example.org', 'admin');
    const firstId = await idOf('admin@example.org');
    const secondId = await idOf('other.admin@example.org');
    const answers = await Promise.all([setRole(secondId, 'member', 'Coup', first), setRole(firstId, 'member', 'Counter-coup', second)]);
    // The one that waited is refused: its actor is no admin any more (403), or already signed out
    // if its request came in after the first change (401).
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    const refused = answers.find((answer) => answer.statusCode !== 200)!;
    expect(refused.statusCode === 401 || refused.json().details.reason === 'ADMIN_REQUIRED').toBe(true);
    const admins = await db().select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    expect(await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, 'role_change'))).toHaveLength(1);
  });
});
