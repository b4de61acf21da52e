// Files no copied disk or bucket can read: ID documents and selfies are stored encrypted (an
// open bucket of ID images is how dating apps have leaked them). Envelope encryption: each file
// gets its own random data key (AES-256-GCM), and that key is stored beside it wrapped by a master
// key from the configuration (STORAGE_ENCRYPTION_KEYS), named by its id so that keys can be
// rotated. The storage key is bound in as associated data, so a file moved under another member's
// key does not decrypt. docs/decisions/0013-verification-and-photos.md ("Encrypted at rest").
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FileStorage } from './file-storage';

export interface MasterKey {
  id: string;
  /** 32 bytes. */
  key: Buffer;
}

const MAGIC = Buffer.from('SHENC1', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const DATA_KEY_BYTES = 32;
/** Stored before encryption was introduced: read as they are until retention deletes them. */
const PLAIN_JPEG = Buffer.from([0xff, 0xd8, 0xff]);

function seal(key: Buffer, plain: Buffer, associated?: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (associated) cipher.setAAD(associated);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function open(key: Buffer, sealed: Buffer, associated?: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  if (associated) decipher.setAAD(associated);
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

const WRAPPED_KEY_BYTES = IV_BYTES + TAG_BYTES + DATA_KEY_BYTES;

/** `SHENC1 | id length | id | wrapped data key | iv | tag | ciphertext`. */
export function encryptFile(masterKey: MasterKey, storageKey: string, plain: Buffer): Buffer {
  const dataKey = randomBytes(DATA_KEY_BYTES);
  const id = Buffer.from(masterKey.id, 'utf8');
  return Buffer.concat([
    MAGIC,
    Buffer.from([id.length]),
    id,
    seal(masterKey.key, dataKey),
    seal(dataKey, plain, Buffer.from(storageKey, 'utf8')),
  ]);
}

export function decryptFile(masterKeys: readonly MasterKey[], storageKey: string, stored: Buffer): Buffer {
  if (stored.subarray(0, PLAIN_JPEG.length).equals(PLAIN_JPEG)) return stored;
  if (!stored.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error(`${storageKey} is neither encrypted nor an image`);
  const idLength = stored[MAGIC.length]!;
  const idStart = MAGIC.length + 1;
  const id = stored.subarray(idStart, idStart + idLength).toString('utf8');
  const masterKey = masterKeys.find((candidate) => candidate.id === id);
  if (!masterKey) throw new Error(`${storageKey} is encrypted with master key "${id}", which is not configured`);
  const wrappedStart = idStart + idLength;
  const dataKey = open(masterKey.key, stored.subarray(wrappedStart, wrappedStart + WRAPPED_KEY_BYTES));
  return open(dataKey, stored.subarray(wrappedStart + WRAPPED_KEY_BYTES), Buffer.from(storageKey, 'utf8'));
}

/** `inner`, with every file encrypted under the first master key and read with any of them. */
export function encryptedStorage(inner: FileStorage, masterKeys: readonly MasterKey[]): FileStorage {
  const [current] = masterKeys;
  if (!current) throw new Error('encryptedStorage needs at least one master key');
  return {
    put: (key, bytes, contentType) => inner.put(key, encryptFile(current, key, bytes), contentType),
    get: async (key) => {
      const stored = await inner.get(key);
      return stored && decryptFile(masterKeys, key, stored);
    },
    delete: (key) => inner.delete(key),
  };
}
