// Profile photos: 1 to 6 per member, in the member's order; position 0 is the main
// photo. Each is stored twice through the storage adapter, re-encoded as JPEG with no metadata:
// `large` for the profile and `card` for swipe cards and lists.
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { memberRef } from './auth';
import { createdAt } from './columns';

export const profilePhotos = pgTable(
  'profile_photo',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberRef('user_id'),
    /** 0 is the main photo. */
    position: integer('position').notNull(),
    largeKey: text('large_key').notNull(),
    cardKey: text('card_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // No unique (user, position): a reorder rewrites every position in one transaction, which a
    // non-deferrable unique index would refuse midway. Writes lock the member's user row instead.
    index('profile_photo_user_idx').on(table.userId, table.position),
    check('profile_photo_position_check', sql`${table.position} between 0 and 5`),
  ],
);

const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The heavily blurred tile of a photo that a Basic member sees among the members who liked them
 * (docs/decisions/0020-discovery.md, "Likes"): a few hundred bytes made by the server from the
 * card rendition, kept in the row (it goes with its photo), and served under its own random id,
 * which says nothing of the photo's id, its owner or their name.
 */
export const profilePhotoPreviews = pgTable('profile_photo_preview', {
  photoId: uuid('photo_id')
    .primaryKey()
    .references(() => profilePhotos.id, { onDelete: 'cascade' }),
  id: uuid('id').notNull().unique().defaultRandom(),
  bytes: bytes('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
});
