// Who may read whose ID and selfie: only the member (own-image routes take no member id) and
// admins, through routes that refuse everyone else and log every admin view before sending.
import sharp from 'sharp';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationImageViews } from '../../db/schema';
import { signedInMember, subscribedMember } from '../../test/accounts';
import { SITE_ORIGIN } from '../../test/site';
import { buildTestApp, useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { verificationCalls } from './test/fixtures';

describe.each(testDatabases())('the admin verification routes on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000', VERIFICATION_PROVIDER: 'manual' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const calls = () => verificationCalls(app(), db());
  const userIdOf = async (cookie: string) => (await app().inject({ url: '/api/me', headers: { cookie } })).json().user.id as string;
  const adminGet = (cookie: string | undefined, url: string) => app().inject({ url, headers: cookie ? { cookie } : {} });
  const adminPost = (cookie: string | undefined, url: string, payload?: object) =>
    app().inject({ method: 'POST', url, headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) }, payload });

  /** Hawa has submitted (pending, manual provider). */
  async function pendingMember() {
    const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
    expect((await calls().completeAllSteps(cookie, '+221771234567')).json().status).toBe('pending');
    return { cookie, userId: await userIdOf(cookie) };
  }

  it('refuses visitors (401), members, subscribers and other verified members (403 ADMIN_REQUIRED) on every admin route', async () => {
    const hawa = await pendingMember();
    const member = await signedInMember(app(), db(), 'member@example.org');
    const subscriber = await subscribedMember(app(), db(), 'bakari@example.org');
    const base = `/api/admin/verifications/${hawa.userId}`;
    for (const cookie of [undefined, member, subscriber, hawa.cookie]) {
      const responses = [
        await adminGet(cookie, '/api/admin/verifications'),
        await adminGet(cookie, `${base}/id-document`),
        await adminGet(cookie, `${base}/selfie`),
        await adminPost(cookie, `${base}/approve`),
        await adminPost(cookie, `${base}/reject`, { reason: 'Not readable' }),
      ];
      for (const response of responses) {
        if (!cookie) {
          expect(response.statusCode).toBe(401);
          continue;
        }
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'ADMIN_REQUIRED' } });
        expect(response.headers['content-type']).not.toContain('image');
      }
    }
    expect(await db().select().from(verificationImageViews)).toEqual([]);
    expect((await calls().status(hawa.cookie)).json().status).toBe('pending');
  });

  it("lets an admin view a member's ID and selfie, privately, logging each view before it is sent", async () => {
    const hawa = await pendingMember();
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const adminId = await userIdOf(admin);
    const base = `/api/admin/verifications/${hawa.userId}`;

    const queue = await adminGet(admin, '/api/admin/verifications');
    expect(queue.headers['cache-control']).toBe('no-store');
    expect(queue.json().items.map((item: { userId: string }) => item.userId)).toEqual([hawa.userId]);

    for (const kind of ['id-document', 'selfie', 'id-document']) {
      const response = await adminGet(admin, `${base}/${kind}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      expect((await sharp(response.rawPayload).metadata()).format).toBe('jpeg');
      // The same bytes the member sees.
      expect(response.rawPayload.equals((await calls().image(hawa.cookie, kind as 'selfie')).rawPayload)).toBe(true);
    }
    const views = await db().select().from(verificationImageViews).orderBy(asc(verificationImageViews.id));
    expect(views.map(({ adminId: viewer, memberId, kind }) => ({ viewer, memberId, kind }))).toEqual([
      { viewer: adminId, memberId: hawa.userId, kind: 'id_document' },
      { viewer: adminId, memberId: hawa.userId, kind: 'selfie' },
      { viewer: adminId, memberId: hawa.userId, kind: 'id_document' },
    ]);
  });

  it('answers 404 for a member without images, or unknown, and logs no view then', async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const bakari = await subscribedMember(app(), db(), 'bakari@example.org');
    for (const url of [`/api/admin/verifications/${await userIdOf(bakari)}/selfie`, '/api/admin/verifications/nobody/id-document']) {
      const response = await adminGet(admin, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await db().select().from(verificationImageViews)).toEqual([]);
  });

  it('lists the queue oldest first, with the phone masked', async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const first = await pendingMember();
    const second = await subscribedMember(app(), db(), 'bakari@example.org');
    await calls().completeAllSteps(second, '+254712345678');
    const { items } = (await adminGet(admin, '/api/admin/verifications')).json();
    expect(items.map((item: { userId: string }) => item.userId)).toEqual([first.userId, await userIdOf(second)]);
    expect(items.map((item: { phoneNumber: string }) => item.phoneNumber)).toEqual(['•••• 4567', '•••• 5678']);
    expect(JSON.stringify(items)).not.toContain('771234567');
  });

  it('lets an admin refuse in sandbox mode too: nothing is pending there', async () => {
    const sandbox = await buildTestApp(testAppRef.current.database, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
    try {
      const cookie = await subscribedMember(sandbox, db(), 'hawa@example.org');
      expect((await verificationCalls(sandbox, db()).completeAllSteps(cookie, '+221771234567')).json().status).toBe('approved');
      const admin = await signedInMember(sandbox, db(), 'admin@example.org', 'admin');
      const userId = (await sandbox.inject({ url: '/api/me', headers: { cookie } })).json().user.id;
      const reject = await sandbox.inject({
        method: 'POST',
        url: `/api/admin/verifications/${userId}/reject`,
        headers: { cookie: admin, origin: SITE_ORIGIN },
        payload: { reason: 'Too late' },
      });
      expect(reject.json().code).toBe('VERIFICATION_NOT_PENDING');
    } finally {
      await sandbox.close();
    }
  });
});
