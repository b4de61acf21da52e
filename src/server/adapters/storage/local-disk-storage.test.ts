// The local disk storage in a temporary directory: round trip, permissions only this process can
// use, keys that cannot leave the directory, and a broken disk reported as StorageUnavailableError.
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorageUnavailableError } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'sahel-storage-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

/** Every file and directory under `dir`, relative to it. */
async function listAll(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).sort();
}

describe('local disk storage', () => {
  it('stores, reads back, replaces and deletes a file', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('members/m-1/photo-1.jpg', Buffer.from('first'), 'image/jpeg');
    expect((await storage.get('members/m-1/photo-1.jpg'))?.toString()).toBe('first');

    await storage.put('members/m-1/photo-1.jpg', Buffer.from('second'), 'image/jpeg');
    expect((await storage.get('members/m-1/photo-1.jpg'))?.toString()).toBe('second');
    // Written aside then renamed: no partial file is left behind.
    expect(await listAll(root)).toEqual(['members', 'members/m-1', 'members/m-1/photo-1.jpg']);

    await storage.delete('members/m-1/photo-1.jpg');
    expect(await storage.get('members/m-1/photo-1.jpg')).toBeNull();
    expect(await listAll(join(root, 'members/m-1'))).toEqual([]);
  });

  it('makes files 0600 and directories 0700', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('verification/v-1/document-front.jpg', Buffer.from('id'), 'image/jpeg');
    expect(await modeOf(join(root, 'verification'))).toBe(0o700);
    expect(await modeOf(join(root, 'verification/v-1'))).toBe(0o700);
    expect(await modeOf(join(root, 'verification/v-1/document-front.jpg'))).toBe(0o600);
  });

  it('answers null for a missing file, and deleting a missing file is fine', async () => {
    const storage = createLocalDiskStorage(root);
    expect(await storage.get('members/nobody/photo.jpg')).toBeNull();
    await expect(storage.delete('members/nobody/photo.jpg')).resolves.toBeUndefined();
  });

  it.each(['../x.jpg', '/etc/passwd', 'a/../../b.jpg', 'A.jpg', 'x.svg', 'a//b.jpg', 'photo.jpg/', ''])(
    'refuses the key %j',
    async (key) => {
      const storage = createLocalDiskStorage(join(root, 'files'));
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
      // Nothing was written anywhere, inside the directory or beside it.
      expect(await listAll(root)).toEqual([]);
    },
  );

  it('reports a broken disk as StorageUnavailableError', async () => {
    // The storage directory is a file: nothing can be created, read or removed under it.
    const notADirectory = join(root, 'uploads');
    await writeFile(notADirectory, 'not a directory');
    const storage = createLocalDiskStorage(notADirectory);
    // One at a time: a second call started early would reject with nobody listening yet.
    for (const attempt of [
      () => storage.put('members/m-1/photo-1.jpg', Buffer.from('x'), 'image/jpeg'),
      () => storage.get('members/m-1/photo-1.jpg'),
    ]) {
      const error = await attempt().catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(StorageUnavailableError);
      expect(((error as StorageUnavailableError).cause as NodeJS.ErrnoException).code).toBe('ENOTDIR');
    }
  });
});
