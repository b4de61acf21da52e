// The identity verification flow through the API: ID, selfie, phone code, then the provider's
// decision (sandbox at once, manual by an admin), rejection and starting over, and /api/me.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identityVerifications } from '../../db/schema';
import { signedInMember, subscribedMember } from '../../test/accounts';
import { SITE_ORIGIN } from '../../test/site';
import { buildTestApp, useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { jpegImage, pngImage, verificationCalls } from './test/fixtures';

const PHONE = '+221 77 123 45 67';
const PHONE_E164 = '+221771234567';

describe.each(testDatabases())('identity verification on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const calls = () => verificationCalls(app(), db());
  const me = async (cookie: string) => (await app().inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
  const rowOf = async (userId: string) =>
    (await db().select().from(identityVerifications).where(eq(identityVerifications.userId, userId)))[0];

  it('starts as not_started, uncached', async () => {
    const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
    const response = await calls().status(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'not_started',
      hasIdDocument: false,
      hasSelfie: false,
      phoneNumber: null,
      phoneVerified: false,
      rejectionReason: null,
      submittedAt: null,
      decidedAt: null,
    });
  });

  it('refuses visitors (401) and members without a membership (403) on every verification route', async () => {
    const member = await signedInMember(app(), db(), 'bakari@example.org');
    const image = await jpegImage();
    for (const cookie of [undefined, member]) {
      const responses = [
        await calls().status(cookie),
        await calls().upload(cookie, 'id-document', image),
        await calls().image(cookie, 'selfie'),
        await calls().sendCode(cookie, PHONE),
        await calls().verifyCode(cookie, '123456'),
        await calls().submit(cookie),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(cookie ? 403 : 401);
        if (cookie) expect(response.json()).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'SUBSCRIPTION_REQUIRED' } });
      }
    }
    expect(await db().select().from(identityVerifications)).toEqual([]);
  });

  it('sandbox: ID, selfie and phone code approve the member at once, and /api/me says so', async () => {
    const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
    expect((await me(cookie)).hasVerifiedID).toBe(false);

    const id = await calls().upload(cookie, 'id-document', await jpegImage());
    expect(id.statusCode).toBe(200);
    expect(id.headers['cache-control']).toBe('no-store');
    expect(id.json()).toMatchObject({ status: 'in_progress', hasIdDocument: true, hasSelfie: false });
    const selfie = await calls().upload(cookie, 'selfie', await pngImage(), 'image/png');
    expect(selfie.json()).toMatchObject({ status: 'in_progress', hasIdDocument: true, hasSelfie: true, phoneVerified: false });

    const sent = await calls().sendCode(cookie, PHONE);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sentTo).toBe('•••• 4567');
    expect(new Date(sent.json().expiresAt).getTime()).toBeGreaterThan(Date.now() + 9 * 60 * 1000);

    const verified = await calls().verifyCode(cookie, await calls().codeSentTo(PHONE_E164));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'approved', phoneVerified: true, phoneNumber: '•••• 4567', rejectionReason: null });
    expect(verified.json().submittedAt).not.toBeNull();
    expect(verified.json().decidedAt).not.toBeNull();
    expect((await me(cookie)).hasVerifiedID).toBe(true);
    const userId = (await me(cookie)).user.id;
    expect(await rowOf(userId)).toMatchObject({ status: 'approved', provider: 'sandbox', phoneNumber: PHONE_E164, decidedBy: null });

    // Approved: nothing may change any more.
    const again = await calls().upload(cookie, 'selfie', await jpegImage());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('VERIFICATION_CLOSED');
    expect((await calls().sendCode(cookie, '+221770000000')).json().code).toBe('VERIFICATION_CLOSED');
    expect((await calls().submit(cookie)).json().code).toBe('VERIFICATION_CLOSED');
  });

  it('phone first, images after: submit asks for what is missing, then submits', async () => {
    const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
    const incomplete = await calls().submit(cookie);
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().code).toBe('VERIFICATION_INCOMPLETE');

    await calls().sendCode(cookie, PHONE);
    const verified = await calls().verifyCode(cookie, await calls().codeSentTo(PHONE_E164));
    expect(verified.json()).toMatchObject({ status: 'in_progress', phoneVerified: true, hasIdDocument: false });
    await calls().upload(cookie, 'id-document', await jpegImage());
    expect((await calls().submit(cookie)).json().code).toBe('VERIFICATION_INCOMPLETE');
    await calls().upload(cookie, 'selfie', await jpegImage());
    const submitted = await calls().submit(cookie);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().status).toBe('approved');
  });

  it('manual: pending until an admin approves; a rejection shows its reason and the member starts over', async () => {
    const manual = await buildTestApp(testAppRef.current.database, { AUTH_RATE_LIMIT_PER_HOUR: '1000', VERIFICATION_PROVIDER: 'manual' });
    try {
      const member = verificationCalls(manual, db());
      const cookie = await subscribedMember(manual, db(), 'hawa@example.org');
      const admin = await signedInMember(manual, db(), 'admin@example.org', 'admin');
      const userId = (await manual.inject({ url: '/api/me', headers: { cookie } })).json().user.id as string;
      const adminPost = (path: string, payload?: object) =>
        manual.inject({
          method: 'POST',
          url: `/api/admin/verifications/${userId}/${path}`,
          headers: { cookie: admin, origin: SITE_ORIGIN },
          payload,
        });

      const pending = await member.completeAllSteps(cookie, PHONE_E164);
      expect(pending.json()).toMatchObject({ status: 'pending', decidedAt: null });
      expect((await manual.inject({ url: '/api/me', headers: { cookie } })).json().hasVerifiedID).toBe(false);
      expect((await member.submit(cookie)).json().code).toBe('VERIFICATION_CLOSED');

      const queue = await manual.inject({ url: '/api/admin/verifications', headers: { cookie: admin } });
      expect(queue.json().items).toEqual([
        { userId, displayName: 'Amina', email: 'hawa@example.org', phoneNumber: '•••• 4567', submittedAt: pending.json().submittedAt },
      ]);

      const rejected = await adminPost('reject', { reason: 'The document photo is blurred.' });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'The document photo is blurred.' });
      expect((await member.status(cookie)).json()).toMatchObject({ status: 'rejected', rejectionReason: 'The document photo is blurred.' });
      expect((await manual.inject({ url: '/api/admin/verifications', headers: { cookie: admin } })).json().items).toEqual([]);
      // Decided: not twice.
      expect((await adminPost('approve')).json().code).toBe('VERIFICATION_NOT_PENDING');
      const old = await rowOf(userId);

      // Starting over: the first upload clears the decision and both old images.
      const restarted = await member.upload(cookie, 'id-document', await jpegImage());
      expect(restarted.json()).toMatchObject({
        status: 'in_progress',
        hasIdDocument: true,
        hasSelfie: false,
        rejectionReason: null,
        decidedAt: null,
        phoneVerified: true,
      });
      expect(await manual.storage.get(old!.idDocumentKey!)).toBeNull();
      expect(await manual.storage.get(old!.selfieKey!)).toBeNull();
      await member.upload(cookie, 'selfie', await jpegImage());
      const resubmitted = await member.submit(cookie);
      expect(resubmitted.json()).toMatchObject({ status: 'pending' });
      expect(await rowOf(userId)).toMatchObject({ decidedBy: null, rejectionReason: null });

      const approved = await adminPost('approve');
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'approved' });
      const adminId = (await manual.inject({ url: '/api/me', headers: { cookie: admin } })).json().user.id;
      expect(await rowOf(userId)).toMatchObject({ status: 'approved', provider: 'manual', decidedBy: adminId });
      expect((await manual.inject({ url: '/api/me', headers: { cookie } })).json().hasVerifiedID).toBe(true);
    } finally {
      await manual.close();
    }
  });

  it('answers NOT_FOUND for an unknown member and VERIFICATION_NOT_PENDING for one with nothing pending, and checks the reason', async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
    const userId = (await me(cookie)).user.id as string;
    const post = (target: string, path: string, payload?: object) =>
      app().inject({
        method: 'POST',
        url: `/api/admin/verifications/${target}/${path}`,
        headers: { cookie: admin, origin: SITE_ORIGIN },
        payload,
      });
    expect((await post('no-such-member', 'approve')).statusCode).toBe(404);
    expect((await post('no-such-member', 'approve')).json().code).toBe('NOT_FOUND');
    const notPending = await post(userId, 'approve');
    expect(notPending.statusCode).toBe(409);
    expect(notPending.json().code).toBe('VERIFICATION_NOT_PENDING');
    expect((await post(userId, 'reject', { reason: '' })).json().code).toBe('VALIDATION_FAILED');
    expect((await post(userId, 'reject', { reason: 'x'.repeat(501) })).json().code).toBe('VALIDATION_FAILED');
    expect((await me(cookie)).hasVerifiedID).toBe(false);
  });

  it("gives admins their own hasVerifiedID flag, not everyone's", async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    expect((await me(admin)).hasVerifiedID).toBe(false);
    const verified = await verificationCalls(app(), db()).completeAllSteps(admin, PHONE_E164);
    expect(verified.json().status).toBe('approved');
    expect((await me(admin)).hasVerifiedID).toBe(true);
  });
});
