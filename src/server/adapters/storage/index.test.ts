// Which storage the configuration picks: S3 as soon as a bucket is named, else the local disk.
// Checked by where a stored file actually lands.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { createFileStorage } from './index';
import { type FakeS3, startFakeS3 } from './test/fake-s3-server';

let fake: FakeS3;
let dir: string;

beforeEach(async () => {
  fake = await startFakeS3();
  dir = await mkdtemp(join(tmpdir(), 'sahel-storage-choice-'));
});

afterEach(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

describe('createFileStorage', () => {
  it('keeps files under STORAGE_DIR when no bucket is set', async () => {
    const storage = createFileStorage(loadConfig({ STORAGE_DIR: dir }));
    await storage.put('members/m-1/photo-1.jpg', Buffer.from('on disk'), 'image/jpeg');
    expect(await readdir(join(dir, 'members/m-1'))).toEqual(['photo-1.jpg']);
    expect(fake.requests).toEqual([]);
  });

  it('sends files to the S3 bucket when STORAGE_S3_BUCKET is set', async () => {
    const config = loadConfig({
      STORAGE_DIR: dir,
      STORAGE_S3_BUCKET: fake.bucket,
      STORAGE_S3_ENDPOINT: fake.endpoint,
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
      STORAGE_S3_ACCESS_KEY_ID: 'AKIAFAKETESTKEY00002',
      STORAGE_S3_SECRET_ACCESS_KEY: 'fake-secret-access-key-for-tests',
    });
    const storage = createFileStorage(config);
    await storage.put('members/m-1/photo-1.jpg', Buffer.from('in the bucket'), 'image/jpeg');
    expect(fake.objects.get('members/m-1/photo-1.jpg')?.bytes.toString()).toBe('in the bucket');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`PUT /${fake.bucket}/members/m-1/photo-1.jpg`]);
    expect(await readdir(dir)).toEqual([]);
  });
});
