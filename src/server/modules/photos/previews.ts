// The blurred tiles of members' main photos, for the Basic member's Likes
// (docs/decisions/0020-discovery.md, "Likes"). A tile is made once per photo, the first time a
// Likes page needs it, from the stored card rendition, and kept in its own row: it goes with its
// photo (a new main photo gets a new tile) and is served under its own random id, which neither
// names the photo (whose clear file is at /api/photos/:id) nor its owner.
import { eq, inArray } from 'drizzle-orm';
import { getLikePreview } from '../../../shared/routes/likes';
import { pathOf } from '../../../shared/routes/route';
import type { FileStorage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { profilePhotoPreviews, profilePhotos } from '../../db/schema';
import { blurredPreview } from '../uploads';

interface PhotoPreview {
  url: string;
  width: number;
  height: number;
}

const previewOf = (row: { id: string; width: number; height: number }): PhotoPreview => ({
  url: pathOf(getLikePreview, { id: row.id }),
  width: row.width,
  height: row.height,
});

async function storedPreviews(db: Database, photoIds: string[]) {
  if (photoIds.length === 0) return [];
  return db
    .select({
      photoId: profilePhotoPreviews.photoId,
      id: profilePhotoPreviews.id,
      width: profilePhotoPreviews.width,
      height: profilePhotoPreviews.height,
    })
    .from(profilePhotoPreviews)
    .where(inArray(profilePhotoPreviews.photoId, photoIds));
}

/**
 * The blurred tile of each of these photos, by photo id: read, or made now from the card file.
 * A photo whose file is missing gets none (the Likes page shows a plain tile).
 */
export async function blurredPreviewsOf(db: Database, storage: FileStorage, photoIds: string[]): Promise<Map<string, PhotoPreview>> {
  const found = new Map((await storedPreviews(db, photoIds)).map((row) => [row.photoId, previewOf(row)]));
  const missing = photoIds.filter((id) => !found.has(id));
  if (missing.length === 0) return found;
  const photos = await db
    .select({ id: profilePhotos.id, cardKey: profilePhotos.cardKey })
    .from(profilePhotos)
    .where(inArray(profilePhotos.id, missing));
  for (const photo of photos) {
    const card = await storage.get(photo.cardKey);
    if (!card) continue;
    const image = await blurredPreview(card);
    // Two pages made at once write one row: the loser reads the winner's.
    await db
      .insert(profilePhotoPreviews)
      .values({ photoId: photo.id, bytes: image.bytes, width: image.width, height: image.height })
      .onConflictDoNothing();
  }
  for (const row of await storedPreviews(db, missing)) found.set(row.photoId, previewOf(row));
  return found;
}

/** A tile's bytes and whose photo it is, by the tile's own id (null for an unknown id). */
export async function readBlurredPreview(db: Database, previewId: string): Promise<{ bytes: Buffer; ownerId: string } | null> {
  const [row] = await db
    .select({ bytes: profilePhotoPreviews.bytes, ownerId: profilePhotos.userId })
    .from(profilePhotoPreviews)
    .innerJoin(profilePhotos, eq(profilePhotos.id, profilePhotoPreviews.photoId))
    .where(eq(profilePhotoPreviews.id, previewId));
  return row ?? null;
}
