// The photos part of "Download my data" and "Delete my account", in the shape of
// src/server/personal-data.ts (PERSONAL_DATA): the registry app.ts composes lists this entry.
import { asc, eq } from 'drizzle-orm';
import { profilePhotos } from '../../db/schema';
import { byMemberId, memberRows } from '../../platform/member-rows';
import type { PersonalDataSource } from '../../platform/personal-data-source';
import { photoUrl } from './queries';

export const PHOTOS_PERSONAL_DATA: PersonalDataSource = {
  // Erased whole (it also cascades from the user row; said explicitly so the order does not matter).
  ...memberRows('photos', profilePhotos, byMemberId(profilePhotos.userId)),
  // The list and where to fetch each photo while signed in; the storage keys are internal.
  collect: async (db, { id }) => {
    const rows = await db
      .select({
        id: profilePhotos.id,
        position: profilePhotos.position,
        width: profilePhotos.width,
        height: profilePhotos.height,
        createdAt: profilePhotos.createdAt,
      })
      .from(profilePhotos)
      .where(eq(profilePhotos.userId, id))
      .orderBy(asc(profilePhotos.position));
    return rows.map((row) => ({ ...row, largeUrl: photoUrl(row.id, 'large'), cardUrl: photoUrl(row.id, 'card') }));
  },
  storedFiles: async (db, { id }) => {
    const rows = await db
      .select({ largeKey: profilePhotos.largeKey, cardKey: profilePhotos.cardKey })
      .from(profilePhotos)
      .where(eq(profilePhotos.userId, id));
    return rows.flatMap((row) => [row.largeKey, row.cardKey]);
  },
};
