// ID documents and selfies are unreadable on the disk or bucket that holds them, and whole again
// for their owner and the admin (docs/decisions/0013-verification-and-photos.md).
import { readdir, readFile, rm } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { subscribedMember } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { jpegImage, verificationCalls } from './test/fixtures';

describe.each(testDatabases())('identity files at rest on $name', async (testDatabase) => {
  const storageDir = await mkdtemp(join(tmpdir(), 'sahel-hearts-encrypted-'));
  afterAll(() => rm(storageDir, { recursive: true, force: true }));
  const testAppRef = useTestApp(testDatabase, { STORAGE_DIR: storageDir });

  it('stores the ID and the selfie encrypted, and serves them to their owner as the JPEGs they are', async () => {
    const app = testAppRef.current.app;
    const calls = verificationCalls(app, testAppRef.current.database.db);
    const cookie = await subscribedMember(app, testAppRef.current.database.db, 'sealed@example.org');
    for (const kind of ['id-document', 'selfie'] as const) {
      expect((await calls.upload(cookie, kind, await jpegImage())).statusCode).toBe(200);
    }
    const servedImages: Buffer[] = [];
    for (const kind of ['id-document', 'selfie'] as const) {
      const served = await calls.image(cookie, kind);
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
      servedImages.push(served.rawPayload);
    }
    const files = (await readdir(storageDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    expect(files).toHaveLength(2);
    for (const file of files) {
      const raw = await readFile(join(file.parentPath, file.name));
      expect(raw.subarray(0, 6).toString('latin1')).toBe('SHENC1');
      await expect(sharp(raw).metadata()).rejects.toThrow();
      // No 32-byte run of either image is on the disk. (Three bytes such as the JPEG marker turn up
      // by chance in random ciphertext now and then; 32 never do.)
      for (const image of servedImages) {
        for (const offset of [0, Math.floor(image.length / 2), image.length - 32]) {
          expect(raw.includes(image.subarray(offset, offset + 32))).toBe(false);
        }
      }
    }
  });
});
