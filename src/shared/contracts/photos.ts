import { z } from 'zod';

// Profile photos: 1 to 6, in the member's order; the first is the main photo. Uploaded
// as a raw JPEG or PNG body (at most UPLOAD_LIMIT_BYTES), stored re-encoded with no metadata, and
// served only through GET /api/photos/:id/:size, which checks who may see them.
export const MAX_PROFILE_PHOTOS = 6;
export const PHOTO_SIZES = ['large', 'card'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

export const profilePhoto = z.strictObject({
  id: z.uuid(),
  /** 0 is the main photo. */
  position: z
    .number()
    .int()
    .min(0)
    .max(MAX_PROFILE_PHOTOS - 1),
  isMain: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  /** Same-origin URLs of the two sizes (access-checked on every request). */
  largeUrl: z.string(),
  cardUrl: z.string(),
});
export type ProfilePhoto = z.infer<typeof profilePhoto>;

/** GET /api/profile/photos and the answer of every photo write: the member's photos in order. */
export const profilePhotoList = z.strictObject({ photos: z.array(profilePhoto).max(MAX_PROFILE_PHOTOS) });
export type ProfilePhotoList = z.infer<typeof profilePhotoList>;

/** PUT /api/profile/photos/order: every photo id of the member, once, in the new order. */
export const photoOrder = z.object({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(MAX_PROFILE_PHOTOS)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each photo may appear once' }),
});
