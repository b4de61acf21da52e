// The profile photos API: 1 to 6 photos, reorder, delete, the upload attacks of T3
// through the real route, and who may fetch a photo (T1): the owner, an admin, and verified
// subscribers looking at verified members; everyone else meets a 401 or the same 404.
import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT_BYTES } from '../../../shared/constants';
import type { ProfilePhoto } from '../../../shared/contracts/photos';
import { identityVerifications, memberRestrictions, profilePhotos } from '../../db/schema';
import { signedInMember, subscribedMember } from '../../test/accounts';
import { SITE_ORIGIN, TEST_PASSWORD } from '../../test/site';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { gpsSecondsBytes, jpegOf, jpegWithGps, pngBomb, pngOf, zipWithOneFile } from '../uploads/test/images';
import { PHOTO_UPLOADS_PER_HOUR } from './routes';

/** Every key under the storage directory, as the storage adapter names them. */
async function keysUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

describe.each(testDatabases())('the profile photos API on $name', (testDatabase) => {
  // Our own storage directory (not the test app's private one), so the test can list every file.
  const storageDir = mkdtempSync(join(tmpdir(), 'sahel-hearts-photos-test-'));
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000', STORAGE_DIR: storageDir });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  beforeEach(async () => {
    await rm(storageDir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await rm(storageDir, { recursive: true, force: true });
  });
  const storedKeys = () => keysUnder(storageDir).catch(() => [] as string[]);
  const rows = () => db().select().from(profilePhotos);
  /** The keys every row names: the storage must hold exactly these, nothing more, nothing missing. */
  const keysOfRows = async () => (await rows()).flatMap((row) => [row.largeKey, row.cardKey]).sort();

  const headers = (cookie?: string) => ({ origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) });
  /** The raw file as the body; `contentType` null sends no Content-Type at all. */
  const upload = (cookie: string | undefined, bytes: Buffer, contentType: string | null = 'image/jpeg') =>
    app().inject({
      method: 'POST',
      url: '/api/profile/photos',
      headers: { ...headers(cookie), ...(contentType ? { 'content-type': contentType } : {}) },
      payload: bytes,
    });
  const list = (cookie?: string) => app().inject({ method: 'GET', url: '/api/profile/photos', headers: headers(cookie) });
  const reorder = (cookie: string, ids: unknown) =>
    app().inject({ method: 'PUT', url: '/api/profile/photos/order', headers: headers(cookie), payload: { ids } });
  const remove = (cookie: string, id: string) =>
    app().inject({ method: 'DELETE', url: `/api/profile/photos/${id}`, headers: headers(cookie) });
  const fetchPhoto = (cookie: string | undefined, url: string) => app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const photosIn = (response: { json(): unknown }) => (response.json() as { photos: ProfilePhoto[] }).photos;

  const userIdOf = async (cookie: string) =>
    (await app().inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json<{ user: { id: string } }>().user.id;
  /** Identity verification is another module's; an approved row is what it leaves behind. */
  const verify = async (cookie: string) => {
    await db()
      .insert(identityVerifications)
      .values({ userId: await userIdOf(cookie), status: 'approved', decidedAt: new Date() });
  };
  const subscriber = (email: string) => subscribedMember(app(), db(), email);
  const verifiedSubscriber = async (email: string) => {
    const cookie = await subscriber(email);
    await verify(cookie);
    return cookie;
  };

  it('refuses a visitor with 401 and a member without a membership with 403, storing nothing', async () => {
    const photo = await jpegOf(400, 300);
    expect((await list()).statusCode).toBe(401);
    expect((await upload(undefined, photo)).json().code).toBe('UNAUTHORIZED');
    const member = await signedInMember(app(), db(), 'hawa@example.org');
    for (const response of [await list(member), await upload(member, photo)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'SUBSCRIPTION_REQUIRED' } });
    }
    expect(await rows()).toEqual([]);
    expect(await storedKeys()).toEqual([]);
  });

  // A hundred requests and more (or six image encodings): seconds on a quiet machine, but CI
  // must pass on a machine busy with other work too, so this one has more than the 30 s default.
  it('takes 1 to 6 photos in upload order, the first as main, and refuses a 7th with nothing stored', async () => {
    const cookie = await subscriber('hawa@example.org');
    const empty = await list(cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toEqual({ photos: [] });

    // JPEGs and PNGs alike, whatever Content-Type the browser claims; resized for the profile
    // (the longest side at most 1280), smaller ones kept as they are. Only the first two are
    // large: encoding is most of this test's time, and a busy machine must not time it out.
    const uploads = [
      { bytes: () => jpegOf(1600, 1200), stored: { width: 1280, height: 960 } },
      { bytes: () => pngOf(900, 1200), stored: { width: 900, height: 1200 } },
      { bytes: () => jpegOf(480, 360), stored: { width: 480, height: 360 } },
      { bytes: () => pngOf(300, 400), stored: { width: 300, height: 400 } },
      { bytes: () => jpegOf(480, 360), stored: { width: 480, height: 360 } },
      { bytes: () => pngOf(300, 400), stored: { width: 300, height: 400 } },
    ];
    for (const [index, { bytes, stored }] of uploads.entries()) {
      const count = index + 1;
      const response = await upload(cookie, await bytes(), [null, 'image/png', 'application/octet-stream', 'text/plain'][count % 4]);
      expect(response.statusCode, response.body).toBe(201);
      const photos = photosIn(response);
      expect(photos.map((photo) => photo.position)).toEqual([...Array(count).keys()]);
      expect(photos.map((photo) => photo.isMain)).toEqual([true, ...Array(count - 1).fill(false)]);
      expect(photos[index]).toMatchObject(stored);
    }
    const six = photosIn(await list(cookie));
    expect(six).toHaveLength(6);
    expect(six[0]).toEqual({
      id: six[0]!.id,
      position: 0,
      isMain: true,
      width: 1280,
      height: 960,
      largeUrl: `/api/photos/${six[0]!.id}/large`,
      cardUrl: `/api/photos/${six[0]!.id}/card`,
    });
    const keysBefore = await storedKeys();
    expect(keysBefore).toHaveLength(12);
    expect(keysBefore).toEqual(await keysOfRows());
    // Keys come from the photo's id: lower case, and never the member's id.
    const userId = await userIdOf(cookie);
    for (const key of keysBefore) {
      expect(key).toMatch(/^photos\/[0-9a-f-]+-(large|card)\.webp$/);
      expect(key).not.toContain(userId.toLowerCase());
    }

    const seventh = await upload(cookie, await jpegOf(400, 400));
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json().code).toBe('PHOTO_LIMIT_REACHED');
    expect(await rows()).toHaveLength(6);
    expect(await storedKeys()).toEqual(keysBefore);
  }, 120_000);

  it('never goes past six when uploads race, and keeps positions 0..5 and files in step with rows', async () => {
    const cookie = await subscriber('hawa@example.org');
    const photo = await jpegOf(400, 300);
    const responses = await Promise.all(Array.from({ length: 9 }, () => upload(cookie, photo)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 409, 409, 409]);
    const stored = await rows();
    expect(stored.map((row) => row.position).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await storedKeys()).toEqual(await keysOfRows());
  });

  it('reorders, makes another photo main, and refuses an order that is not exactly the member’s photos', async () => {
    const cookie = await subscriber('hawa@example.org');
    for (let count = 0; count < 3; count += 1) await upload(cookie, await jpegOf(400 + count, 300));
    const [a, b, c] = photosIn(await list(cookie)).map((photo) => photo.id) as [string, string, string];

    const reversed = await reorder(cookie, [c, b, a]);
    expect(reversed.statusCode).toBe(200);
    expect(reversed.headers['cache-control']).toBe('no-store');
    expect(photosIn(reversed).map(({ id, position, isMain }) => ({ id, position, isMain }))).toEqual([
      { id: c, position: 0, isMain: true },
      { id: b, position: 1, isMain: false },
      { id: a, position: 2, isMain: false },
    ]);
    // "Make main" is a reorder with that photo first.
    const madeMain = await reorder(cookie, [a, c, b]);
    expect(photosIn(madeMain).map((photo) => photo.id)).toEqual([a, c, b]);
    expect(photosIn(await list(cookie)).map((photo) => photo.id)).toEqual([a, c, b]);

    const other = await subscriber('bakari@example.org');
    await upload(other, await jpegOf(400, 300));
    const foreign = photosIn(await list(other))[0]!.id;
    const invalidOrders: unknown[] = [
      [a, c],
      [a, c, b, foreign],
      [a, c, foreign],
      [a, a, c],
      [a, c, b, '6f1c1a52-3c3e-4d8e-9a57-1c1d2e3f4a5b'],
      ['not-a-uuid', c, b],
      [],
      'a,c,b',
    ];
    for (const ids of invalidOrders) {
      const refused = await reorder(cookie, ids);
      expect(refused.statusCode, JSON.stringify(ids)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    expect(photosIn(await list(cookie)).map((photo) => photo.id)).toEqual([a, c, b]);
    expect(photosIn(await list(other)).map((photo) => photo.id)).toEqual([foreign]);
  });

  it('deletes a photo with its files and closes the gap; deleting the main makes the next one main', async () => {
    const cookie = await subscriber('hawa@example.org');
    for (let count = 0; count < 4; count += 1) await upload(cookie, await jpegOf(400 + count, 300));
    const [a, b, c, d] = (await rows()).sort((x, y) => x.position - y.position);

    const afterMiddle = await remove(cookie, b!.id);
    expect(afterMiddle.statusCode).toBe(200);
    expect(photosIn(afterMiddle).map(({ id, position }) => ({ id, position }))).toEqual([
      { id: a!.id, position: 0 },
      { id: c!.id, position: 1 },
      { id: d!.id, position: 2 },
    ]);
    expect(await app().storage.get(b!.largeKey)).toBeNull();
    expect(await app().storage.get(b!.cardKey)).toBeNull();
    expect(await app().storage.get(a!.largeKey)).not.toBeNull();

    const afterMain = await remove(cookie, a!.id);
    expect(photosIn(afterMain).map(({ id, isMain }) => ({ id, isMain }))).toEqual([
      { id: c!.id, isMain: true },
      { id: d!.id, isMain: false },
    ]);
    expect(await storedKeys()).toEqual(await keysOfRows());
    expect(await storedKeys()).toHaveLength(4);
    expect(await fetchPhoto(cookie, `/api/photos/${a!.id}/large`).then((response) => response.statusCode)).toBe(404);
  });

  it("answers 404 for another member's photo, a deleted one or a malformed id, and keeps the photo", async () => {
    const owner = await subscriber('hawa@example.org');
    await upload(owner, await jpegOf(400, 300));
    const [photo] = await rows();
    const other = await subscriber('bakari@example.org');
    for (const id of [photo!.id, '6f1c1a52-3c3e-4d8e-9a57-1c1d2e3f4a5b', 'not-a-uuid']) {
      const refused = await remove(other, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('NOT_FOUND');
    }
    expect(await rows()).toHaveLength(1);
    expect(await storedKeys()).toHaveLength(2);
  });

  it('stores and serves a GPS-tagged JPEG as WebP without its EXIF, XMP or ICC profile, cached privately for good', async () => {
    const cookie = await subscriber('hawa@example.org');
    const original = await jpegWithGps(1600, 1200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const [photo] = photosIn(await upload(cookie, original));

    for (const [url, width] of [
      [photo!.largeUrl, 1280],
      [photo!.cardUrl, 480],
    ] as const) {
      const served = await fetchPhoto(cookie, url);
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=2592000, immutable',
        'content-disposition': 'inline',
      });
      const bytes = served.rawPayload;
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      for (const gps of gpsSecondsBytes()) expect(bytes.includes(gps)).toBe(false);
    }
    // What is on disk is what was served: the original never reached the storage.
    for (const key of await storedKeys()) {
      const stored = (await app().storage.get(key))!;
      for (const gps of gpsSecondsBytes()) expect(stored.includes(gps)).toBe(false);
    }
  });

  it('keeps serving a photo stored as JPEG before photos were WebP, as JPEG', async () => {
    const cookie = await subscriber('hawa@example.org');
    const [photo] = photosIn(await upload(cookie, await jpegOf(900, 600)));
    // What such a photo left behind: `.jpg` keys holding JPEG files.
    const legacy = { largeKey: `photos/${photo!.id}-large.jpg`, cardKey: `photos/${photo!.id}-card.jpg` };
    await app().storage.put(legacy.largeKey, await jpegOf(900, 600), 'image/jpeg');
    await app().storage.put(legacy.cardKey, await jpegOf(480, 320), 'image/jpeg');
    await db().update(profilePhotos).set(legacy).where(eq(profilePhotos.id, photo!.id));
    for (const [url, width] of [
      [photo!.largeUrl, 900],
      [photo!.cardUrl, 480],
    ] as const) {
      const served = await fetchPhoto(cookie, url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('private, max-age=2592000, immutable');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width });
    }
    // Deleting it removes the JPEG files its row names.
    expect((await remove(cookie, photo!.id)).statusCode).toBe(200);
    expect(await app().storage.get(legacy.largeKey)).toBeNull();
    expect(await app().storage.get(legacy.cardKey)).toBeNull();
  });

  it('refuses an over-5MB body with 413 and the spec message, storing nothing', async () => {
    const cookie = await subscriber('hawa@example.org');
    const tooLarge = Buffer.concat([await jpegOf(400, 300), Buffer.alloc(UPLOAD_LIMIT_BYTES)]);
    const response = await upload(cookie, tooLarge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'File size must be less than 5MB' });
    expect(await rows()).toEqual([]);
    expect(await storedKeys()).toEqual([]);
  });

  it('refuses every upload attack with a clear code, storing nothing', async () => {
    const cookie = await subscriber('hawa@example.org');
    const jpeg = await jpegOf(400, 300);
    const attacks: [string, Buffer, number, string][] = [
      ['a text file named .jpg', Buffer.from('hello'), 415, 'UNSUPPORTED_IMAGE'],
      ['an empty body', Buffer.alloc(0), 415, 'UNSUPPORTED_IMAGE'],
      [
        'a PNG header on garbage',
        Buffer.concat([(await pngOf(300, 300)).subarray(0, 8), Buffer.alloc(3000, 0x5a)]),
        415,
        'UNSUPPORTED_IMAGE',
      ],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 415, 'UNSUPPORTED_IMAGE'],
      ['a JPEG with a script', Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]), 415, 'UNSUPPORTED_IMAGE'],
      ['a JPEG with a ZIP', Buffer.concat([jpeg, zipWithOneFile('a.txt', Buffer.from('x'))]), 415, 'UNSUPPORTED_IMAGE'],
      ['a decompression bomb', pngBomb(), 422, 'IMAGE_DIMENSIONS_UNSUPPORTED'],
      ['a 50×50 image', await jpegOf(50, 50), 422, 'IMAGE_DIMENSIONS_UNSUPPORTED'],
    ];
    for (const [name, bytes, status, code] of attacks) {
      const response = await upload(cookie, bytes, 'image/jpeg');
      expect(response.statusCode, name).toBe(status);
      expect(response.json(), name).toMatchObject({ code });
      expect(response.json().message, name).toEqual(expect.any(String));
    }
    expect(await rows()).toEqual([]);
    expect(await storedKeys()).toEqual([]);
  });

  it(`limits uploads to ${PHOTO_UPLOADS_PER_HOUR} an hour per member`, async () => {
    const cookie = await subscriber('hawa@example.org');
    // Refused uploads count too: each one costs us a look at the file.
    for (let attempt = 0; attempt < PHOTO_UPLOADS_PER_HOUR; attempt += 1) {
      expect((await upload(cookie, Buffer.from('hello'))).statusCode).toBe(415);
    }
    const limited = await upload(cookie, await jpegOf(400, 300));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    // Another member has a count of their own.
    expect((await upload(await subscriber('bakari@example.org'), await jpegOf(400, 300))).statusCode).toBe(201);
  });

  describe('who may fetch a photo', () => {
    /** A photo of a verified member, and its URLs. */
    const verifiedOwnersPhoto = async () => {
      const owner = await verifiedSubscriber('owner@example.org');
      const [photo] = photosIn(await upload(owner, await jpegOf(600, 400)));
      return { owner, photo: photo! };
    };
    const expectNotFound = async (cookie: string | undefined, url: string, who: string) => {
      const response = await fetchPhoto(cookie, url);
      expect(response.statusCode, who).toBe(404);
      expect(response.json(), who).toMatchObject({ code: 'NOT_FOUND' });
      expect(response.headers['content-type'], who).not.toContain('image');
    };

    it('serves the owner, verified or not, and an admin', async () => {
      const owner = await subscriber('owner@example.org');
      const [photo] = photosIn(await upload(owner, await jpegOf(600, 400)));
      expect((await fetchPhoto(owner, photo!.largeUrl)).statusCode).toBe(200);
      const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
      const byAdmin = await fetchPhoto(admin, photo!.cardUrl);
      expect(byAdmin.statusCode).toBe(200);
      expect((await sharp(byAdmin.rawPayload).metadata()).width).toBe(480);
    });

    it('serves a verified subscriber the photo of a verified member', async () => {
      const { photo } = await verifiedOwnersPhoto();
      const viewer = await verifiedSubscriber('viewer@example.org');
      const response = await fetchPhoto(viewer, photo.largeUrl);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect((await sharp(response.rawPayload).metadata()).width).toBe(600);
    });

    it('answers 401 to a visitor and the same 404 to members who may not see it', async () => {
      const { photo } = await verifiedOwnersPhoto();
      const visitor = await fetchPhoto(undefined, photo.largeUrl);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('UNAUTHORIZED');

      const unverifiedSubscriber = await subscriber('unverified@example.org');
      await expectNotFound(unverifiedSubscriber, photo.largeUrl, 'an unverified subscriber');
      const unsubscribed = await signedInMember(app(), db(), 'unsubscribed@example.org');
      await expectNotFound(unsubscribed, photo.cardUrl, 'a member without a membership');
      // Verified once, but the membership is what lets a member look at others.
      const verifiedUnsubscribed = await signedInMember(app(), db(), 'lapsed@example.org');
      await verify(verifiedUnsubscribed);
      await expectNotFound(verifiedUnsubscribed, photo.largeUrl, 'a verified member without a membership');
    });

    it('answers 404 to anyone but the owner and admins for an unverified member’s photo', async () => {
      const owner = await subscriber('owner@example.org');
      const [photo] = photosIn(await upload(owner, await jpegOf(600, 400)));
      const viewer = await verifiedSubscriber('viewer@example.org');
      await expectNotFound(viewer, photo!.largeUrl, 'a verified subscriber viewing an unverified owner');
      // A pending or rejected verification is not a verified identity.
      await db()
        .insert(identityVerifications)
        .values({ userId: await userIdOf(owner), status: 'pending' });
      await expectNotFound(viewer, photo!.cardUrl, 'a verified subscriber viewing a pending owner');
    });

    it('answers 404 to all but admins for the photos of a suspended or banned member, from the moment of the decision', async () => {
      const { owner, photo } = await verifiedOwnersPhoto();
      const ownerId = await userIdOf(owner);
      const viewer = await verifiedSubscriber('viewer@example.org');
      const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
      const moderate = (payload: Record<string, unknown>) =>
        app().inject({ method: 'POST', url: `/api/admin/members/${ownerId}/moderation`, headers: headers(admin), payload });
      for (const url of [photo.cardUrl, photo.largeUrl]) expect((await fetchPhoto(viewer, url)).statusCode).toBe(200);

      expect((await moderate({ action: 'suspend', reason: 'Fake profile', days: 7 })).statusCode).toBe(200);
      for (const url of [photo.cardUrl, photo.largeUrl]) {
        await expectNotFound(viewer, url, `a suspended member's ${url}`);
        expect((await fetchPhoto(admin, url)).statusCode, 'an admin').toBe(200);
      }
      // A suspension that has run out no longer hides them.
      await db()
        .update(memberRestrictions)
        .set({ until: new Date(Date.now() - 1000) })
        .where(eq(memberRestrictions.userId, ownerId));
      expect((await fetchPhoto(viewer, photo.cardUrl)).statusCode).toBe(200);

      expect((await moderate({ action: 'ban', reason: 'Scam ring' })).statusCode).toBe(200);
      for (const url of [photo.cardUrl, photo.largeUrl]) await expectNotFound(viewer, url, `a banned member's ${url}`);
      expect((await fetchPhoto(admin, photo.largeUrl)).statusCode).toBe(200);
    });

    it('answers 404 for an unknown photo, an unknown size or a malformed id, even to the owner', async () => {
      const { owner, photo } = await verifiedOwnersPhoto();
      for (const url of [
        `/api/photos/6f1c1a52-3c3e-4d8e-9a57-1c1d2e3f4a5b/large`,
        `/api/photos/${photo.id}/original`,
        `/api/photos/${photo.id.toUpperCase()}x/large`,
        '/api/photos/events/large',
      ]) {
        await expectNotFound(owner, url, url);
      }
    });
  });

  it('exports the photo list without storage keys, and deleting the account removes the files', async () => {
    const cookie = await verifiedSubscriber('hawa@example.org');
    await upload(cookie, await jpegOf(400, 300));
    await upload(cookie, await pngOf(300, 400));
    const stored = await rows();
    const exported = await app().inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().photos).toEqual([
      expect.objectContaining({ id: stored[0]!.id, position: 0, largeUrl: `/api/photos/${stored[0]!.id}/large` }),
      expect.objectContaining({ id: stored[1]!.id, position: 1 }),
    ]);
    for (const row of stored) expect(exported.body).not.toContain(row.largeKey);
    expect(await storedKeys()).toHaveLength(4);

    const deleted = await app().inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: headers(cookie),
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rows()).toEqual([]);
    for (const row of stored) {
      expect(await app().storage.get(row.largeKey)).toBeNull();
      expect(await app().storage.get(row.cardKey)).toBeNull();
    }
    expect(await storedKeys()).toEqual([]);
  });
});
