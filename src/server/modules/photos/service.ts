// Adding and deleting a member's photos: the image pipeline, the storage adapter and the rows,
// in the order that never leaves a row pointing at a missing file.
import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { MAX_PROFILE_PHOTOS, type PhotoSize } from '../../../shared/contracts/photos';
import { CONTENT_TYPES, reencodeImage, type Rendition, type StoredFormat } from '../uploads';
import { countPhotosOf, deletePhoto, insertPhoto, photoLimitReached, type PhotoRow } from './queries';

/**
 * `large` for the profile page, `card` for swipe cards and lists. Both WebP: a card is what the
 * deck loads twenty at a time on a phone, WebP is about a third smaller than JPEG at the same
 * look, and every browser the SPA is built for (es2022: Safari 16, Chrome 94) shows it; `large`
 * follows for the same bytes saved and one format to reason about. Photos stored as JPEG before
 * keep their `.jpg` keys and are served as JPEG (docs/decisions/0013-verification-and-photos.md).
 */
export const PHOTO_RENDITIONS: Record<PhotoSize, Rendition & { format: 'webp' }> = {
  large: { maxSide: 1280, quality: 82, format: 'webp' },
  card: { maxSide: 480, quality: 78, format: 'webp' },
};

const EXTENSIONS: Record<StoredFormat, string> = { jpeg: 'jpg', webp: 'webp' };

/** Storage keys from the photo's own random id: lower case, and never the member's id (which may
 * hold upper-case letters, and would name the member in the storage). The extension names the
 * format, so the file says what it holds wherever it is copied. */
export const photoKey = (photoId: string, size: PhotoSize) => `photos/${photoId}-${size}.${EXTENSIONS[PHOTO_RENDITIONS[size].format]}`;

/** The Content-Type of a stored photo, from its key: WebP now, JPEG for photos stored before. */
export function photoContentType(key: string): 'image/webp' | 'image/jpeg' {
  return key.endsWith('.webp') ? CONTENT_TYPES.webp : CONTENT_TYPES.jpeg;
}

type Log = { error: (object: object, message: string) => void };

async function deleteFiles(storage: FileStorage, keys: string[], log: Log): Promise<void> {
  for (const key of keys) {
    // A file that cannot be deleted now is an orphan no row names: logged, never an error for the member.
    await storage.delete(key).catch((error: unknown) => log.error({ err: error, key }, 'photo file could not be deleted'));
  }
}

/**
 * Checks and re-encodes the upload, stores both sizes, then adds the row. The files go first:
 * a row must never point at a missing file. If the row cannot be added (the sixth photo was
 * added meanwhile, or the database failed) the files are removed again.
 */
export async function addPhoto(db: Database, storage: FileStorage, userId: string, upload: Buffer, log: Log): Promise<PhotoRow[]> {
  // Refused before any decoding when the profile is already full; checked again under the lock.
  if ((await countPhotosOf(db, userId)) >= MAX_PROFILE_PHOTOS) throw photoLimitReached();
  const images = await reencodeImage(upload, PHOTO_RENDITIONS);
  const id = randomUUID();
  const keys = { large: photoKey(id, 'large'), card: photoKey(id, 'card') };
  try {
    await storage.put(keys.large, images.large.bytes, images.large.contentType);
    await storage.put(keys.card, images.card.bytes, images.card.contentType);
    return await insertPhoto(db, userId, {
      id,
      largeKey: keys.large,
      cardKey: keys.card,
      width: images.large.width,
      height: images.large.height,
    });
  } catch (error) {
    await deleteFiles(storage, Object.values(keys), log);
    throw error;
  }
}

/** Deletes the row (closing the gap in positions), then its files. Null when the member has no such photo. */
export async function removePhoto(
  db: Database,
  storage: FileStorage,
  userId: string,
  photoId: string,
  log: Log,
): Promise<PhotoRow[] | null> {
  const result = await deletePhoto(db, userId, photoId);
  if (!result) return null;
  await deleteFiles(storage, [result.deleted.largeKey, result.deleted.cardKey], log);
  return result.remaining;
}
