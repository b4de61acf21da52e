// The admins' members pages (docs/decisions/0033-admin-console.md): admins with the second factor
// only; a search by e-mail, name or id; a member's file; and the account actions, each with its
// reason in the audit log. Suspend and ban are moderation's route, used here as the page uses it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, sessions, users } from '../../db/schema';
import { payInSandbox, sentMail, signedInMember, signIn, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { SITE_ORIGIN } from '../../test/site';
import { promoteToAdmin } from '../admin/queries';

describe.each(testDatabases())('admin members pages on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const get = (url: string, cookie?: string) => app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: object, cookie?: string) =>
    app().inject({ method: 'POST', url, payload, headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) } });
  const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const actions = async (memberId: string) =>
    (await db().select().from(adminAuditLog).where(eq(adminAuditLog.memberId, memberId)).orderBy(adminAuditLog.id)).map((entry) => [
      entry.action,
      entry.reason,
    ]);

  it('answers a visitor 401, a member 403, an admin without the second factor 403 and an admin 200, on every route', async () => {
    const member = await signedInMember(app(), db(), 'member@example.org');
    const memberId = await idOf('member@example.org');
    const roleOnly = await signedInMember(app(), db(), 'hodan@example.org');
    await promoteToAdmin(db(), 'hodan@example.org');
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const calls = [
      (cookie?: string) => get('/api/admin/members?q=member', cookie),
      (cookie?: string) => get(`/api/admin/members/${memberId}`, cookie),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      expect((await call(member)).statusCode).toBe(403);
      expect((await call(roleOnly)).json().details.reason).toBe('TWO_FACTOR_REQUIRED');
      expect((await call(admin)).statusCode).toBe(200);
    }
    const act = (cookie?: string) =>
      post(`/api/admin/members/${memberId}/account-actions`, { action: 'sign_out_everywhere', reason: 'x' }, cookie);
    expect((await act()).statusCode).toBe(401);
    expect((await act(member)).statusCode).toBe(403);
    expect((await act(roleOnly)).statusCode).toBe(403);
    expect(await db().select().from(sessions).where(eq(sessions.userId, memberId))).toHaveLength(1);
    expect((await act(admin)).statusCode).toBe(200);
  });

  it("finds members by e-mail, name or id, and reads a member's file", async () => {
    const cookie = await signedInMember(app(), db(), 'dawit@example.org');
    await payInSandbox(app(), cookie, 'basic');
    const dawit = await idOf('dawit@example.org');
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const found = (await get('/api/admin/members?q=DAWIT@', admin)).json().members;
    expect(found).toEqual([expect.objectContaining({ id: dawit, email: 'dawit@example.org', role: 'member', restriction: null })]);
    expect((await get(`/api/admin/members?q=${dawit}`, admin)).json().members).toHaveLength(1);
    expect((await get('/api/admin/members?q=', admin)).statusCode).toBe(400);
    const file = (await get(`/api/admin/members/${dawit}`, admin)).json();
    expect(file.member).toMatchObject({ id: dawit, email: 'dawit@example.org', emailVerified: true });
    expect(file.stages).toEqual({ hasSubscription: true, isPremium: false, hasCompletedQuestionnaire: false, verification: null });
    expect(file.payments).toEqual([expect.objectContaining({ plan: 'basic', provider: 'sandbox', status: 'active' })]);
    expect(file.sessions).toHaveLength(1);
    expect(file.restriction).toBeNull();
    expect((await get('/api/admin/members/nobody', admin)).statusCode).toBe(404);
  });

  it('bans through moderation, then lifts the ban: both in the audit log with their reasons, and the member signs in again', async () => {
    await signedInMember(app(), db(), 'dawit@example.org');
    const dawit = await idOf('dawit@example.org');
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    expect((await post(`/api/admin/members/${dawit}/moderation`, { action: 'ban', reason: 'Scam' }, admin)).statusCode).toBe(200);
    const banned = (await get(`/api/admin/members/${dawit}`, admin)).json();
    expect(banned.restriction).toMatchObject({ kind: 'banned', reason: 'Scam' });
    expect(banned.sessions).toEqual([]);
    const lift = (payload: object) => post(`/api/admin/members/${dawit}/account-actions`, payload, admin);
    expect((await lift({ action: 'lift_restriction', reason: '  ' })).statusCode).toBe(400);
    expect((await lift({ action: 'lift_restriction', reason: 'Appeal accepted' })).json()).toEqual({ done: 'lift_restriction' });
    expect((await lift({ action: 'lift_restriction', reason: 'Again' })).json().details.reason).toBe('NOT_RESTRICTED');
    const file = (await get(`/api/admin/members/${dawit}`, admin)).json();
    expect(file.restriction).toBeNull();
    expect(file.history.map((entry: { action: string }) => entry.action)).toEqual(['lift_restriction', 'ban']);
    expect(await actions(dawit)).toEqual([
      ['ban', 'Scam'],
      ['lift_restriction', 'Appeal accepted'],
    ]);
    expect((await signIn(app(), 'dawit@example.org')).statusCode).toBe(200);
  });

  it('signs a member out everywhere, and sends the confirmation e-mail again only to an unconfirmed address', async () => {
    const cookie = await signedInMember(app(), db(), 'dawit@example.org');
    const dawit = await idOf('dawit@example.org');
    await signUp(app(), { email: 'new@example.org' });
    const fresh = await idOf('new@example.org');
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const act = (id: string, action: string) =>
      post(`/api/admin/members/${id}/account-actions`, { action, reason: 'Asked by phone' }, admin);

    expect((await act(dawit, 'sign_out_everywhere')).statusCode).toBe(200);
    expect((await get('/api/me', cookie)).json().isAuthenticated).toBe(false);
    expect((await act(dawit, 'resend_confirmation')).json().details.reason).toBe('ALREADY_CONFIRMED');

    const before = (await sentMail(app(), db(), 'new@example.org')).length;
    expect((await act(fresh, 'resend_confirmation')).statusCode).toBe(200);
    expect((await sentMail(app(), db(), 'new@example.org')).length).toBe(before + 1);
    expect(await actions(dawit)).toEqual([['sign_out_everywhere', 'Asked by phone']]);
    expect(await actions(fresh)).toEqual([['resend_confirmation', 'Asked by phone']]);
  });
});
