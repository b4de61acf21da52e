// The member's profile row and display name: read, and saved together in one transaction (the
// display name lives on the user row, as both our displayName and better-auth's name).
import { eq, sql } from 'drizzle-orm';
import type { Profile, ProfileResponse } from '../../../shared/contracts/profile';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { profileFieldColumns } from '../../platform/profile-columns';
import { locateCity } from '../member-cards';

export async function readProfile(db: Database, userId: string): Promise<ProfileResponse> {
  const [user] = await db.select({ displayName: users.displayName }).from(users).where(eq(users.id, userId));
  const [row] = await db.select(profileFieldColumns).from(profiles).where(eq(profiles.userId, userId));
  return { displayName: user?.displayName ?? '', profile: row ?? null };
}

/** Stores the profile as given (already validated) and the display name, all or nothing. */
export async function saveProfile(db: Database, userId: string, input: Profile): Promise<ProfileResponse> {
  const { displayName, ...fields } = input;
  // The grid cell is the server's, from country and city, on every save: never from the
  // browser, never coordinates (docs/decisions/0020-discovery.md, "Where members live").
  const cell = locateCity(fields.residenceCountry, fields.city);
  const details = { ...fields, cellLat: cell?.cellLat ?? null, cellLon: cell?.cellLon ?? null };
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ displayName, name: displayName, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    const [row] = await tx
      .insert(profiles)
      .values({ userId, ...details })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...details, updatedAt: sql`now()` } })
      .returning(profileFieldColumns);
    return { displayName, profile: row! };
  });
}
