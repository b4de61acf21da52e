// Profile photos (issue 5): 1 to 6 per member, in the member's order; position 0 is the main
// photo. Each is stored twice through the storage adapter, re-encoded as JPEG with no metadata:
// `large` for the profile and `card` for swipe cards and lists.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
