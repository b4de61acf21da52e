// The ID and selfie uploads at the route (T3 in docs/targets.md): the size limit with the spec's
// message, content checks, nothing stored on a refusal, no metadata kept, files served only to
// their owner, replaced files deleted, and the per-member upload limit.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT_BYTES } from '../../../shared/constants';
import { identityVerifications } from '../../db/schema';
import { signedInMember, subscribedMember } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { UPLOADS_PER_HOUR } from './routes';
import { jpegImage, jpegOfExactSize, pngClaimingSide, pngImage, storedFiles, verificationCalls } from './test/fixtures';

describe.each(testDatabases())('verification uploads on $name', async (testDatabase) => {
  const storageDir = await mkdtemp(join(tmpdir(), 'sahel-hearts-verification-'));
  // The database is emptied before each test (useTestApp), and so are the stored files: tests that
  // count files must not see those of tests that ran before them, in whatever order.
  beforeEach(() => rm(storageDir, { recursive: true, force: true }));
  afterAll(() => rm(storageDir, { recursive: true, force: true }));
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000', STORAGE_DIR: storageDir });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const calls = () => verificationCalls(app(), db());
  const rows = () => db().select().from(identityVerifications);

  async function expectNothingStored() {
    expect(await rows()).toEqual([]);
    expect(await storedFiles(storageDir)).toEqual([]);
  }

  it("refuses a body over 5 MB with 413 and the spec's message, storing nothing", async () => {
    const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
    const tooLarge = Buffer.concat([await jpegImage(), Buffer.alloc(UPLOAD_LIMIT_BYTES)]).subarray(0, UPLOAD_LIMIT_BYTES + 1);
    expect(tooLarge.length).toBe(5_242_881);
    for (const kind of ['id-document', 'selfie'] as const) {
      const response = await calls().upload(cookie, kind, tooLarge);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'File size must be less than 5MB' });
    }
    await expectNothingStored();
  });

  it('accepts a real image of exactly 5242880 bytes', async () => {
    const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
    const response = await calls().upload(cookie, 'id-document', await jpegOfExactSize(UPLOAD_LIMIT_BYTES));
    expect(response.statusCode).toBe(200);
    expect(response.json().hasIdDocument).toBe(true);
    expect(await storedFiles(storageDir)).toHaveLength(1);
  });

  it('refuses what is not a JPEG or PNG by its content, whatever it claims, storing nothing', async () => {
    const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
    const png = await pngImage();
    const attacks: [string, Buffer, string][] = [
      ['a text file sent as a JPEG', Buffer.from('This is not a photo of anything.\n'.repeat(40)), 'image/jpeg'],
      ['a PNG header on garbage', Buffer.concat([png.subarray(0, 16), Buffer.alloc(4000, 7)]), 'image/png'],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script></svg>'),
        'image/svg+xml',
      ],
      ['a JPEG with a script inside', Buffer.concat([await jpegImage(), Buffer.from('<script>alert(1)</script>')]), 'image/jpeg'],
      ['an empty body', Buffer.alloc(0), 'image/jpeg'],
    ];
    for (const [what, body, contentType] of attacks) {
      const response = await calls().upload(cookie, 'selfie', body, contentType);
      expect(response.statusCode, what).toBe(415);
      expect(response.json().code, what).toBe('UNSUPPORTED_IMAGE');
    }
    const zip = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...Buffer.alloc(18)]);
    const zipPolyglot = await calls().upload(cookie, 'id-document', Buffer.concat([await jpegImage(), zip]));
    expect(zipPolyglot.json().code).toBe('UNSUPPORTED_IMAGE');
    for (const [what, body] of [
      ['too small', await jpegImage(50, 50)],
      ['a decompression bomb', await pngClaimingSide(20_000)],
    ] as const) {
      const response = await calls().upload(cookie, 'id-document', body, 'image/png');
      expect(response.statusCode, what).toBe(422);
      expect(response.json().code, what).toBe('IMAGE_DIMENSIONS_UNSUPPORTED');
    }
    await expectNothingStored();
  });

  it('stores a re-encoded JPEG without EXIF or GPS and serves it to its owner only, privately', async () => {
    const hawa = await subscribedMember(app(), db(), 'hawa@example.org');
    const bakari = await subscribedMember(app(), db(), 'bakari@example.org');
    const original = await jpegImage(800, 600, { withGps: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect((await calls().upload(hawa, 'id-document', original, 'application/octet-stream')).statusCode).toBe(200);

    const served = await calls().image(hawa, 'id-document');
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-disposition': 'inline',
    });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);

    // Another member asking for "their" images gets their own: none.
    expect((await calls().image(bakari, 'id-document')).statusCode).toBe(404);
    expect((await calls().image(bakari, 'id-document')).json().code).toBe('NOT_FOUND');
    expect((await calls().image(hawa, 'selfie')).statusCode).toBe(404);
    expect((await calls().image(undefined, 'id-document')).statusCode).toBe(401);
    const unsubscribed = await signedInMember(app(), db(), 'member@example.org');
    expect((await calls().image(unsubscribed, 'id-document')).statusCode).toBe(403);
  });

  it('shrinks a large ID to 2000 pixels and a selfie to 1600', async () => {
    const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
    await calls().upload(cookie, 'id-document', await jpegImage(2400, 1800));
    await calls().upload(cookie, 'selfie', await jpegImage(1800, 2400));
    expect(await sharp((await calls().image(cookie, 'id-document')).rawPayload).metadata()).toMatchObject({ width: 2000, height: 1500 });
    expect(await sharp((await calls().image(cookie, 'selfie')).rawPayload).metadata()).toMatchObject({ width: 1200, height: 1600 });
  });

  it('deletes the previous file when an image is replaced', async () => {
    const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
    await calls().upload(cookie, 'selfie', await jpegImage());
    const [first] = await rows();
    await calls().upload(cookie, 'selfie', await jpegImage());
    const [second] = await rows();
    expect(second!.selfieKey).not.toBe(first!.selfieKey);
    expect(second!.selfieKey).toMatch(/^verification\/[0-9a-f]{32}\/[0-9a-f-]{36}-selfie\.jpg$/);
    expect(await app().storage.get(first!.selfieKey!)).toBeNull();
    expect(await app().storage.get(second!.selfieKey!)).not.toBeNull();
    expect(await storedFiles(storageDir)).toHaveLength(1);
  });

  it(`limits uploads to ${UPLOADS_PER_HOUR} an hour per member`, async () => {
    const hawa = await subscribedMember(app(), db(), 'hawa@example.org');
    const bakari = await subscribedMember(app(), db(), 'bakari@example.org');
    const notAnImage = Buffer.from('not an image');
    for (let upload = 0; upload < UPLOADS_PER_HOUR; upload += 1) {
      expect((await calls().upload(hawa, 'selfie', notAnImage)).statusCode).toBe(415);
    }
    const limited = await calls().upload(hawa, 'selfie', await jpegImage());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
    expect((await calls().upload(bakari, 'selfie', await jpegImage())).statusCode).toBe(200);
  });
});
