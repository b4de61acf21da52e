// The admins' contact inbox (docs/decisions/0033-admin-console.md): admins with the second factor
// only; Premium members' messages first, then the oldest; an answer goes by e-mail in the sender's
// language, marks the message answered, is kept in the thread with who wrote it, and is logged.
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../adapters/mail/outbox-mail-sender';
import { adminAuditLog, contactMessages } from '../../db/schema';
import { payInSandbox, signedInMember } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { SITE_ORIGIN } from '../../test/site';
import { promoteToAdmin } from '../admin/queries';

describe.each(testDatabases())('admin contact inbox on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000', CONTACT_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const get = (url: string, cookie?: string) => app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: object, cookie?: string) =>
    app().inject({ method: 'POST', url, payload, headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) } });
  const send = (email: string, subject: string, language = 'en') =>
    post('/api/contact', { name: 'Sender', email, subject, message: `About ${subject}`, language });

  it('answers a visitor 401, a member 403, an admin without the second factor 403 and an admin 200, on every route', async () => {
    const id = (await send('writer@example.org', 'Hello')).json().id as number;
    const member = await signedInMember(app(), db(), 'member@example.org');
    const roleOnly = await signedInMember(app(), db(), 'hodan@example.org');
    await promoteToAdmin(db(), 'hodan@example.org');
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const calls = [
      (cookie?: string) => get('/api/admin/contact', cookie),
      (cookie?: string) => get(`/api/admin/contact/${id}`, cookie),
      (cookie?: string) => post(`/api/admin/contact/${id}/status`, { status: 'new' }, cookie),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      expect((await call(member)).statusCode).toBe(403);
      const refused = await call(roleOnly);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().details.reason).toBe('TWO_FACTOR_REQUIRED');
      expect((await call(admin)).statusCode).toBe(200);
    }
    for (const cookie of [undefined, member, roleOnly]) {
      expect((await post(`/api/admin/contact/${id}/replies`, { body: 'Hi' }, cookie)).statusCode).toBeGreaterThanOrEqual(401);
    }
    expect(await readOutbox(db(), 'writer@example.org')).toEqual([]);
  });

  it("lists Premium members' messages first, then the oldest, and marks them priority", async () => {
    const premium = await signedInMember(app(), db(), 'selam@example.org');
    await payInSandbox(app(), premium, 'basic');
    await payInSandbox(app(), premium, 'premium');
    const basic = await signedInMember(app(), db(), 'dawit@example.org');
    await payInSandbox(app(), basic, 'basic');
    await send('visitor@example.org', 'First');
    await send('dawit@example.org', 'Second');
    await send('Selam@Example.org', 'Third');
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const inbox = await get('/api/admin/contact', admin);
    expect(inbox.headers['cache-control']).toBe('no-store');
    const listed = inbox.json().messages.map((message: { subject: string; priority: boolean }) => [message.subject, message.priority]);
    expect(listed).toEqual([
      ['Third', true],
      ['First', false],
      ['Second', false],
    ]);
  });

  it("sends the answer in the sender's language, marks it answered, keeps the thread and logs who answered", async () => {
    const id = (await send('awa@example.org', 'Soirée chicha', 'fr')).json().id as number;
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const answered = await post(`/api/admin/contact/${id}/replies`, { body: '  Oui, venez vendredi !  ' }, admin);
    expect(answered.statusCode).toBe(200);
    const thread = answered.json();
    expect(thread.message).toMatchObject({ id, status: 'answered', language: 'fr', replies: 1, message: 'About Soirée chicha' });
    expect(thread.replies).toEqual([
      {
        id: expect.any(Number),
        body: 'Oui, venez vendredi !',
        language: 'fr',
        sentAt: expect.any(String),
        admin: { id: expect.any(String), name: 'Amina' },
      },
    ]);
    const [mail] = await readOutbox(db(), 'awa@example.org');
    expect(mail?.subject).toBe('Re : Soirée chicha');
    expect(mail?.text).toContain('Bonjour Sender,');
    expect(mail?.text).toContain('Oui, venez vendredi !');
    expect(mail?.text).toContain('> About Soirée chicha');
    expect(mail?.html).toContain('lang="fr"');
    expect((await get('/api/admin/contact', admin)).json().messages).toEqual([]);
    expect((await get('/api/admin/contact?status=answered', admin)).json().messages).toHaveLength(1);
    const log = await db().select().from(adminAuditLog).where(isNotNull(adminAuditLog.contactMessageId));
    expect(log).toEqual([expect.objectContaining({ action: 'contact_reply', contactMessageId: id })]);
  });

  it('closes and reopens a message, each logged', async () => {
    const id = (await send('awa@example.org', 'Thanks')).json().id as number;
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    expect((await post(`/api/admin/contact/${id}/status`, { status: 'closed' }, admin)).json().message.status).toBe('closed');
    expect((await get('/api/admin/contact?status=closed', admin)).json().messages).toHaveLength(1);
    expect((await post(`/api/admin/contact/${id}/status`, { status: 'new' }, admin)).json().message.status).toBe('new');
    const log = await db().select({ reason: adminAuditLog.reason }).from(adminAuditLog).where(eq(adminAuditLog.action, 'contact_status'));
    expect(log.map((entry) => entry.reason).sort()).toEqual(['closed', 'new']);
  });

  it('refuses an empty answer, a bad status and an unknown or malformed id, changing nothing and sending nothing', async () => {
    const id = (await send('awa@example.org', 'Hi')).json().id as number;
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const empty = await post(`/api/admin/contact/${id}/replies`, { body: '   ' }, admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');
    expect((await post(`/api/admin/contact/${id}/status`, { status: 'spam' }, admin)).statusCode).toBe(400);
    expect((await post('/api/admin/contact/999999/replies', { body: 'Hi' }, admin)).statusCode).toBe(404);
    expect((await get('/api/admin/contact/abc', admin)).statusCode).toBe(404);
    expect((await get('/api/admin/contact?status=spam', admin)).statusCode).toBe(400);
    const [row] = await db().select().from(contactMessages);
    expect(row?.status).toBe('new');
    expect(await readOutbox(db(), 'awa@example.org')).toEqual([]);
    expect(await db().select().from(adminAuditLog).where(isNotNull(adminAuditLog.contactMessageId))).toEqual([]);
  });
});
