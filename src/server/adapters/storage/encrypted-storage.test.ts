import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decryptFile, encryptedStorage, type MasterKey } from './encrypted-storage';
import type { FileStorage } from './file-storage';

function memoryStorage(): FileStorage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    put: async (key, bytes) => void files.set(key, bytes),
    get: async (key) => files.get(key) ?? null,
    delete: async (key) => void files.delete(key),
  };
}

const OLD: MasterKey = { id: 'k2025', key: randomBytes(32) };
const NEW: MasterKey = { id: 'k2026', key: randomBytes(32) };
const KEY = 'verification/abc/1-id.jpg';

describe('encrypted storage', async () => {
  const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#335577' } })
    .jpeg()
    .toBuffer();

  it('stores nothing readable, and gives the file back whole', async () => {
    const inner = memoryStorage();
    const storage = encryptedStorage(inner, [NEW]);
    await storage.put(KEY, photo, 'image/jpeg');
    const stored = inner.files.get(KEY)!;
    expect(stored.subarray(0, 6).toString('latin1')).toBe('SHENC1');
    expect(stored.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(stored.includes(photo.subarray(100, 132))).toBe(false);
    expect((await storage.get(KEY))!.equals(photo)).toBe(true);
    // Every file has its own data key: the same photo twice is stored differently.
    await storage.put(`${KEY}2`, photo, 'image/jpeg');
    expect(inner.files.get(`${KEY}2`)!.equals(stored)).toBe(false);
    expect(await storage.get('verification/none.jpg')).toBeNull();
    await storage.delete(KEY);
    expect(inner.files.has(KEY)).toBe(false);
  });

  it('reads files of a retired key after rotation, and writes with the newest', async () => {
    const inner = memoryStorage();
    await encryptedStorage(inner, [OLD]).put(KEY, photo, 'image/jpeg');
    const rotated = encryptedStorage(inner, [NEW, OLD]);
    expect((await rotated.get(KEY))!.equals(photo)).toBe(true);
    await rotated.put('verification/abc/2-id.jpg', photo, 'image/jpeg');
    expect(inner.files.get('verification/abc/2-id.jpg')!.includes(Buffer.from('k2026'))).toBe(true);
    await expect(encryptedStorage(inner, [NEW]).get(KEY)).rejects.toThrow(/k2025/);
  });

  it('refuses a file moved under another key, or changed by a single bit', async () => {
    const inner = memoryStorage();
    const storage = encryptedStorage(inner, [NEW]);
    await storage.put(KEY, photo, 'image/jpeg');
    const stored = inner.files.get(KEY)!;
    expect(() => decryptFile([NEW], 'verification/other/1-id.jpg', stored)).toThrow();
    const flipped = Buffer.from(stored);
    flipped[flipped.length - 10]! ^= 1;
    expect(() => decryptFile([NEW], KEY, flipped)).toThrow();
    expect(() => decryptFile([NEW], KEY, Buffer.from('not a file of ours'))).toThrow(/neither encrypted nor an image/);
  });

  it('reads an image stored before encryption as it is, until retention deletes it', () => {
    expect(decryptFile([NEW], KEY, photo).equals(photo)).toBe(true);
  });
});
