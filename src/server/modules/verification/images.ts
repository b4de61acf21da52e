// The ID document and the selfie as files: re-encoded from the upload (no metadata survives),
// stored under keys nobody can guess, and read back for their owner or an admin.
import { createHash, randomUUID } from 'node:crypto';
import type { VerificationImageKind } from '../../../shared/contracts/verification';
import type { FileStorage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { reencodeImage, type Rendition } from '../uploads';
import { readVerification, saveImageKey } from './queries';
import { closedError, isClosed, type VerificationRow } from './status';

/** An ID must stay legible (small print, a photo inside it); a selfie needs less. */
const RENDITIONS: Record<VerificationImageKind, Rendition> = {
  'id-document': { maxSide: 2000, quality: 85 },
  selfie: { maxSide: 1600, quality: 85 },
};

const FILE_SUFFIX: Record<VerificationImageKind, string> = { 'id-document': 'id', selfie: 'selfie' };

/**
 * `verification/<member>/<uuid>-id.jpg`. Storage keys are lower-case and better-auth ids are not,
 * so the member's segment is a SHA-256 prefix of the id: stable (one folder per member) and
 * free of the id itself. The random uuid makes every upload a new file.
 */
export function newImageKey(userId: string, kind: VerificationImageKind): string {
  const member = createHash('sha256').update(userId).digest('hex').slice(0, 32);
  return `verification/${member}/${randomUUID()}-${FILE_SUFFIX[kind]}.jpg`;
}

/** Checks and re-encodes the upload, then stores it under a new key (refusals throw AppError). */
export async function storeVerificationImage(
  storage: FileStorage,
  userId: string,
  kind: VerificationImageKind,
  upload: Buffer,
): Promise<string> {
  const { image } = await reencodeImage(upload, { image: RENDITIONS[kind] });
  const key = newImageKey(userId, kind);
  await storage.put(key, image.bytes, image.contentType);
  return key;
}

/**
 * Stores a new ID or selfie for the member and points their row at it; then deletes the files the
 * row no longer names (the replaced one, or both after a rejection). Refused while the
 * verification is pending or approved.
 */
export async function replaceVerificationImage(
  db: Database,
  storage: FileStorage,
  userId: string,
  kind: VerificationImageKind,
  upload: Buffer,
  log: { warn: (object: object, message: string) => void },
): Promise<VerificationRow> {
  // Refused before the work of re-encoding when it could not be saved anyway.
  if (isClosed(await readVerification(db, userId))) throw closedError();
  const key = await storeVerificationImage(storage, userId, kind, upload);
  const result = await saveImageKey(db, userId, kind, key);
  if (!result.saved) {
    await deleteStoredFiles(storage, [key], log);
    throw closedError();
  }
  await deleteStoredFiles(storage, result.replacedKeys, log);
  return result.row;
}

/** Deletes files nothing names any more; a failure leaves an orphan, logged, never an error. */
export async function deleteStoredFiles(
  storage: FileStorage,
  keys: readonly string[],
  log: { warn: (object: object, message: string) => void },
): Promise<void> {
  for (const key of keys) {
    await storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'verification image could not be deleted'));
  }
}

/** Headers of every ID or selfie response: private, never cached, never sniffed into HTML. */
export const PRIVATE_IMAGE_HEADERS = {
  'content-type': 'image/jpeg',
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
  'content-disposition': 'inline',
} as const;
