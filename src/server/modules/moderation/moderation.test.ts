// Admin moderation through the API (docs/decisions/0024-moderation.md): a report pointing at a
// message keeps it for the admins, the queue puts the most reported first, opening a report is
// logged, and each action does what it says: dismiss, warn (an e-mail), suspend and ban (signed
// out everywhere, refused at sign-in, hidden from decks; a ban ends conversations).
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DeckResponse } from '../../../shared/contracts/discovery';
import type { ReportDetail, ReportQueue } from '../../../shared/contracts/moderation';
import { readOutbox } from '../../adapters/mail/outbox-mail-sender';
import { adminAuditLog, blocks, reports, users } from '../../db/schema';
import { signedInMember, signIn } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { matchedPair, matchMembers, sentMessage } from '../../test/conversations';
import { testDatabases } from '../../test/databases';
import { insertMember, MAN, signedInDiscoveryMember, yearsAgo } from '../../test/discovery-members';

describe.each(testDatabases())('moderation on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '10000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const member = (email: string, spec: Partial<Parameters<typeof insertMember>[1]> = {}) =>
    signedInDiscoveryMember(app(), db(), { email, ...spec });
  const send = (cookie: string, conversationId: number, body: string) => sentMessage(app(), cookie, conversationId, body);
  const reportMember = (cookie: string, memberId: string, extra: Record<string, unknown> = {}) =>
    app().inject({ method: 'POST', url: '/api/discovery/reports', headers: { cookie }, payload: { memberId, reason: 'scam', ...extra } });
  const act = (cookie: string, memberId: string, payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: `/api/admin/members/${memberId}/moderation`, headers: { cookie }, payload });

  it('keeps the reported message and those around it for the admins, most reported member first, each view logged', async () => {
    const scammer = await member('scammer@example.org', { profile: MAN, dateOfBirth: yearsAgo(32), displayName: 'Scammer' });
    const amina = await member('amina@example.org');
    const hawa = await member('hawa@example.org');
    const other = await insertMember(db(), { email: 'other@example.org', profile: MAN, dateOfBirth: yearsAgo(32) });
    const conversation = await matchMembers(db(), scammer.id, amina.id);
    await send(amina.cookie, conversation, 'Hello, nice to meet you');
    await send(scammer.cookie, conversation, 'You are beautiful');
    const asked = await send(scammer.cookie, conversation, 'My mother is sick, please send me 300 dollars by Western Union');
    await send(amina.cookie, conversation, 'No, sorry');

    expect((await reportMember(amina.cookie, scammer.id, { messageId: asked.id + 100 })).json().details.fields[0]).toEqual({
      path: 'messageId',
      message: 'unknown',
    });
    expect((await reportMember(amina.cookie, scammer.id, { messageId: asked.id })).statusCode).toBe(200);
    expect((await reportMember(hawa.cookie, scammer.id)).statusCode).toBe(200);
    expect((await reportMember(hawa.cookie, other)).statusCode).toBe(200);

    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    expect((await app().inject({ url: '/api/admin/reports', headers: { cookie: amina.cookie } })).statusCode).toBe(403);
    const queue = (await app().inject({ url: '/api/admin/reports', headers: { cookie: admin } })).json<ReportQueue>();
    expect(queue.reports.map((report) => [report.reported.id, report.reportersOnMember, report.hasMessages])).toEqual([
      [scammer.id, 2, false],
      [scammer.id, 2, true],
      [other, 1, false],
    ]);
    const withMessages = queue.reports[1]!;
    expect((await app().inject({ url: `/api/admin/reports/${withMessages.id}`, headers: { cookie: amina.cookie } })).statusCode).toBe(403);
    const detail = (await app().inject({ url: `/api/admin/reports/${withMessages.id}`, headers: { cookie: admin } })).json<ReportDetail>();
    expect(detail.messages.map((message) => [message.from, message.body, message.reported])).toEqual([
      ['reporter', 'Hello, nice to meet you', false],
      ['reported', 'You are beautiful', false],
      ['reported', 'My mother is sick, please send me 300 dollars by Western Union', true],
      ['reporter', 'No, sorry', false],
    ]);
    const log = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, 'view_report'));
    expect(log.map((entry) => [entry.action, entry.memberId, entry.reportId])).toEqual([['view_report', scammer.id, withMessages.id]]);
  });

  it('dismisses one report, or warns the member by e-mail in their language, closing their reports', async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const reporter = await member('reporter@example.org');
    const warned = await insertMember(db(), { email: 'warned@example.org', profile: MAN, dateOfBirth: yearsAgo(32) });
    await db().update(users).set({ language: 'fr' }).where(eq(users.id, warned));
    await reportMember(reporter.cookie, warned);
    const [first] = await db().select({ id: reports.id }).from(reports);

    expect((await act(admin, warned, { action: 'dismiss', reason: '' })).json().code).toBe('VALIDATION_FAILED');
    expect((await act(admin, warned, { action: 'dismiss', reason: 'Not a scam', reportId: first!.id + 1 })).statusCode).toBe(404);
    expect((await act(reporter.cookie, warned, { action: 'warn', reason: 'x' })).statusCode).toBe(403);
    expect((await act(admin, warned, { action: 'dismiss', reason: 'Not a scam', reportId: first!.id })).statusCode).toBe(200);
    expect((await db().select({ status: reports.status, resolution: reports.resolution }).from(reports))[0]).toEqual({
      status: 'closed',
      resolution: 'dismiss',
    });

    expect((await act(admin, warned, { action: 'warn', reason: 'Pas de demandes d’argent.' })).statusCode).toBe(200);
    const [mail] = await readOutbox(db(), 'warned@example.org');
    expect(mail!.subject).toBe('Un avertissement des modérateurs de Sahel Hearts');
    expect(mail!.text).toContain('Pas de demandes d’argent.');
    expect(
      (await db().select({ action: adminAuditLog.action }).from(adminAuditLog).orderBy(asc(adminAuditLog.id)))
        .map((entry) => entry.action)
        // The admin's enrolment and sign-in are in the log too (docs/decisions/0033-admin-console.md).
        .filter((action) => action !== 'two_factor_enabled' && action !== 'admin_sign_in'),
    ).toEqual(['dismiss', 'warn']);
  });

  it('suspends: the member is signed out everywhere, refused at sign-in with the reason, and hidden from decks', async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const viewer = await member('viewer@example.org', { profile: MAN, dateOfBirth: yearsAgo(32) });
    const suspended = await member('suspended@example.org');
    const deckIds = async () =>
      (await app().inject({ url: '/api/discovery/deck', headers: { cookie: viewer.cookie } }))
        .json<DeckResponse>()
        .cards.map((card) => card.id);
    expect(await deckIds()).toEqual([suspended.id]);
    await reportMember(viewer.cookie, suspended.id);
    // The report blocked the two: lift it, so the deck shows what the suspension changes.
    await db().delete(blocks);

    expect((await act(admin, suspended.id, { action: 'suspend', reason: 'Asked for money', days: 0 })).statusCode).toBe(400);
    expect((await act(admin, suspended.id, { action: 'suspend', reason: 'Asked for money', days: 7 })).statusCode).toBe(200);
    expect((await app().inject({ url: '/api/me', headers: { cookie: suspended.cookie } })).json().signedIn ?? false).toBe(false);
    const refused = await signIn(app(), 'suspended@example.org');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ACCOUNT_RESTRICTED']);
    expect(refused.json().details).toMatchObject({ kind: 'suspended', reason: 'Asked for money' });
    // Seven days from the decision.
    expect(Date.parse(refused.json().details.until) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(Date.parse(refused.json().details.until) - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    expect(await deckIds()).toEqual([]);
    expect((await db().select({ status: reports.status }).from(reports)).map((row) => row.status)).toEqual(['closed']);
  });

  it("bans: the member's conversations end for the other members at once, and they never sign in again", async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const pair = await matchedPair(app(), db(), { man: { email: 'banned@example.org' }, woman: { email: 'partner@example.org' } });
    const { man: banned, woman: partner, conversationId: conversation } = pair;
    await send(banned.cookie, conversation, 'Hello');
    expect((await act(admin, banned.id, { action: 'ban', reason: 'Scam ring' })).statusCode).toBe(200);
    expect((await app().inject({ url: `/api/conversations/${conversation}`, headers: { cookie: partner.cookie } })).json().code).toBe(
      'CONVERSATION_UNAVAILABLE',
    );
    expect((await signIn(app(), 'banned@example.org')).json()).toMatchObject({
      code: 'ACCOUNT_RESTRICTED',
      details: { kind: 'banned', until: null, reason: 'Scam ring' },
    });
    expect((await act(admin, 'nobody', { action: 'ban', reason: 'x' })).statusCode).toBe(404);
  });
});
