// Pausing the profile (docs/decisions/0012-profile.md, "Pausing"): a time on the profile row,
// which isDiscoverable (member-cards) reads for every deck, country page and Likes. Pausing again
// keeps the first time; showing the profile again clears it.
import { eq, sql } from 'drizzle-orm';
import type { ProfilePause } from '../../../shared/contracts/profile-pause';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../errors';

export async function readProfilePause(db: Database, userId: string): Promise<ProfilePause> {
  const [row] = await db.select({ pausedAt: profiles.pausedAt }).from(profiles).where(eq(profiles.userId, userId));
  return { paused: Boolean(row?.pausedAt) };
}

export async function saveProfilePause(db: Database, userId: string, { paused }: ProfilePause): Promise<ProfilePause> {
  const [row] = await db
    .update(profiles)
    .set({ pausedAt: paused ? sql`coalesce(${profiles.pausedAt}, now())` : null, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId))
    .returning({ pausedAt: profiles.pausedAt });
  if (!row) throw new AppError('PROFILE_REQUIRED', 'Save your profile first.');
  return { paused: row.pausedAt !== null };
}
