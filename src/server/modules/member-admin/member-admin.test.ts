// The admins' members pages (docs/decisions/0033-admin-console.md): admins with the second factor
// only; a search by e-mail, name or id; a member's file; and the account actions, each with its
// reason in the audit log. Suspend and ban are moderation's route, used here as the page uses it.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, sessions, users } from '../../db/schema';
import { payInSandbox, sentMail, signedInMember, signIn, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { SITE_ORIGIN } from '../../test/site';
import { promoteToAdmin } from '../admin/queries';

/** Every page of a list, following `nextCursor`: the ids in the order the pages gave them. */
async function allPages(read: (cursor: string | null) => Promise<{ ids: string[]; nextCursor: string | null }>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await read(cursor);
    ids.push(...page.ids);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor !== null && pages < 50);
  return { ids, pages };
}

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
      (cookie?: string) => get(`/api/admin/members/${memberId}/history`, cookie),
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
    const history = (await get(`/api/admin/members/${dawit}/history`, admin)).json();
    expect(history.entries.map((entry: { action: string }) => entry.action)).toEqual(['lift_restriction', 'ban']);
    expect(history.nextCursor).toBeNull();
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

  it('pages the search newest account first, the id breaking ties: no member twice or missed, even at one microsecond', async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    // Five accounts at one instant, two a microsecond apart (a cursor cut to the millisecond would
    // lose one of them), and one older.
    const at = (time: string) => sql`${time}::timestamptz`;
    const times = ['12:00:00.123456', '12:00:00.123456', '12:00:00.123456', '12:00:00.123456', '12:00:00.123456'];
    const rows = [
      ...times.map((time, index) => ({ id: `paged-${index}`, time })),
      { id: 'paged-a', time: '12:00:00.123457' },
      { id: 'paged-z', time: '12:00:00.123455' },
      { id: 'paged-old', time: '11:00:00' },
    ];
    for (const row of rows) {
      await db()
        .insert(users)
        .values({
          id: row.id,
          name: row.id,
          email: `${row.id}@example.org`,
          displayName: `Paged ${row.id}`,
          dateOfBirth: '1990-01-01',
          createdAt: at(`2026-06-01 ${row.time}+00`),
        });
    }
    const expected = ['paged-a', 'paged-4', 'paged-3', 'paged-2', 'paged-1', 'paged-0', 'paged-z', 'paged-old'];
    for (const limit of [1, 2, 3, 8]) {
      const { ids, pages } = await allPages(async (cursor) => {
        const response = await get(`/api/admin/members?q=paged&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, admin);
        const body = response.json();
        return { ids: body.members.map((member: { id: string }) => member.id), nextCursor: body.nextCursor };
      });
      expect(ids).toEqual(expected);
      expect(pages).toBe(Math.ceil(expected.length / limit));
    }
    // A member joining between two pages is not on the later ones (they are older), and nothing repeats.
    const first = (await get('/api/admin/members?q=paged&limit=3', admin)).json();
    await db()
      .insert(users)
      .values({ id: 'paged-new', name: 'n', email: 'paged-new@example.org', displayName: 'New', dateOfBirth: '1990-01-01' });
    const rest = await allPages(async (cursor) => {
      const body = (await get(`/api/admin/members?q=paged&limit=3&cursor=${cursor ?? first.nextCursor}`, admin)).json();
      return { ids: body.members.map((member: { id: string }) => member.id), nextCursor: body.nextCursor };
    });
    expect([...first.members.map((member: { id: string }) => member.id), ...rest.ids]).toEqual(expected);
    expect((await get('/api/admin/members?q=paged', admin)).json().members).toHaveLength(9);
    // The cursor is the server's own; the page size is bounded.
    for (const query of ['cursor=abc', 'cursor=WyJ4IiwxXQ', 'cursor=%27%20or%201%3D1', 'limit=0', 'limit=101', 'limit=two']) {
      expect((await get(`/api/admin/members?q=paged&${query}`, admin)).statusCode).toBe(400);
    }
  });

  it("pages a member's history newest first with no entry twice or missed among entries of one instant", async () => {
    await signedInMember(app(), db(), 'dawit@example.org');
    const dawit = await idOf('dawit@example.org');
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const adminId = await idOf('admin@example.org');
    const instant = new Date('2026-06-01T12:00:00Z');
    await db()
      .insert(adminAuditLog)
      .values(
        Array.from({ length: 7 }, (_, index) => ({
          adminId,
          action: 'warn' as const,
          memberId: dawit,
          reason: `note ${index}`,
          createdAt: index < 5 ? instant : new Date(instant.getTime() + index * 1000),
        })),
      );
    const { ids, pages } = await allPages(async (cursor) => {
      const body = (await get(`/api/admin/members/${dawit}/history?limit=2${cursor ? `&cursor=${cursor}` : ''}`, admin)).json();
      return { ids: body.entries.map((entry: { reason: string }) => entry.reason), nextCursor: body.nextCursor };
    });
    expect(ids).toEqual(['note 6', 'note 5', 'note 4', 'note 3', 'note 2', 'note 1', 'note 0']);
    expect(pages).toBe(4);
    expect((await get(`/api/admin/members/${dawit}/history`, admin)).json().entries).toHaveLength(7);
    expect((await get(`/api/admin/members/${dawit}/history?limit=201`, admin)).statusCode).toBe(400);
    expect((await get(`/api/admin/members/${dawit}/history?cursor=!!`, admin)).statusCode).toBe(400);
    expect((await get('/api/admin/members/nobody/history', admin)).statusCode).toBe(404);
  });
});
