// The profile_photo rows of one member. Every write runs in a transaction that first locks the
// member's user row (lockMember): the table has no unique (user, position) index on purpose (see
// db/schema/photos.ts), so this lock is what keeps two uploads from both taking the same position.
import { getPhotoFile } from '../../../shared/routes/profile';
import { pathOf } from '../../../shared/routes/route';
import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_PROFILE_PHOTOS, type ProfilePhotoList } from '../../../shared/contracts/photos';
import type { Database } from '../../db/client';
import { profilePhotos, users } from '../../db/schema';
import { AppError } from '../../errors';
import { cardChanged } from '../../platform/card-version';

export type PhotoRow = typeof profilePhotos.$inferSelect;

/** What a new photo row holds: its id is also part of its storage keys, so it is made before. */
export type NewPhoto = Pick<PhotoRow, 'id' | 'largeKey' | 'cardKey' | 'width' | 'height'>;

/** Same-origin path of one size of a photo; GET /api/photos/:id/:size checks who asks. */
export const photoUrl = (id: string, size: 'large' | 'card') => pathOf(getPhotoFile, { id, size });

export function toPhotoList(rows: PhotoRow[]): ProfilePhotoList {
  return {
    photos: rows.map((row) => ({
      id: row.id,
      position: row.position,
      isMain: row.position === 0,
      width: row.width,
      height: row.height,
      largeUrl: photoUrl(row.id, 'large'),
      cardUrl: photoUrl(row.id, 'card'),
    })),
  };
}

export function photosOf(db: Database, userId: string): Promise<PhotoRow[]> {
  return db.select().from(profilePhotos).where(eq(profilePhotos.userId, userId)).orderBy(asc(profilePhotos.position));
}

export async function countPhotosOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(profilePhotos)
    .where(eq(profilePhotos.userId, userId));
  return Number(row?.count ?? 0);
}

/** The photo with this id, whoever owns it (the viewing route decides who may see it). */
export async function findPhoto(db: Database, id: string): Promise<PhotoRow | null> {
  const [row] = await db.select().from(profilePhotos).where(eq(profilePhotos.id, id));
  return row ?? null;
}

/**
 * Runs `work` in a transaction holding the member's user row, so their photo writes go one at a
 * time. Each may change the main photo on the member's card, so the profile row is written in the
 * same transaction (platform/card-version.ts).
 */
function withMemberLocked<T>(db: Database, userId: string, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const result = await work(tx);
    await cardChanged(tx, userId);
    return result;
  });
}

/** Rewrites positions to 0..n-1 in the order given. */
async function writePositions(tx: Database, userId: string, orderedIds: string[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await tx
      .update(profilePhotos)
      .set({ position })
      .where(and(eq(profilePhotos.id, id), eq(profilePhotos.userId, userId)));
  }
}

/** Adds the photo after the member's others; PHOTO_LIMIT_REACHED when they already have six. */
export function insertPhoto(db: Database, userId: string, photo: NewPhoto): Promise<PhotoRow[]> {
  return withMemberLocked(db, userId, async (tx) => {
    const count = await countPhotosOf(tx, userId);
    if (count >= MAX_PROFILE_PHOTOS) throw photoLimitReached();
    await tx.insert(profilePhotos).values({ ...photo, userId, position: count });
    return photosOf(tx, userId);
  });
}

export const photoLimitReached = () => new AppError('PHOTO_LIMIT_REACHED', `A profile holds at most ${MAX_PROFILE_PHOTOS} photos.`);

/** Puts the member's photos in the order of `ids`, which must be exactly their photo ids. */
export function reorderPhotos(db: Database, userId: string, ids: string[]): Promise<PhotoRow[]> {
  return withMemberLocked(db, userId, async (tx) => {
    const current = await photosOf(tx, userId);
    const owned = new Set(current.map((row) => row.id));
    // The contract already refused duplicates, so equal sizes and inclusion mean the same set.
    if (ids.length !== owned.size || !ids.every((id) => owned.has(id))) {
      throw new AppError('VALIDATION_FAILED', 'The order must list each of your photos once.', {
        fields: [{ path: 'ids', message: 'must be exactly your photo ids' }],
      });
    }
    await writePositions(tx, userId, ids);
    return photosOf(tx, userId);
  });
}

/**
 * Deletes the member's photo and closes the gap (the next one becomes main when the main goes).
 * Answers the deleted row, for its storage keys, or null when the member has no such photo.
 */
export function deletePhoto(db: Database, userId: string, id: string): Promise<{ deleted: PhotoRow; remaining: PhotoRow[] } | null> {
  return withMemberLocked(db, userId, async (tx) => {
    const [deleted] = await tx
      .delete(profilePhotos)
      .where(and(eq(profilePhotos.id, id), eq(profilePhotos.userId, userId)))
      .returning();
    if (!deleted) return null;
    const remaining = await photosOf(tx, userId);
    await writePositions(
      tx,
      userId,
      remaining.map((row) => row.id),
    );
    return { deleted, remaining: await photosOf(tx, userId) };
  });
}
