// Premium's boost: 24 hours raised in others' decks, once every 7 days (DISCOVERY_LIMITS).
import { eq, sql } from 'drizzle-orm';
import type { BoostState } from '../../../shared/contracts/discovery';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../errors';
import { profilePaused } from './paused';

const HOUR_MS = 3_600_000;
const BOOST_MS = DISCOVERY_LIMITS.boostHours * HOUR_MS;
const BOOST_EVERY_MS = DISCOVERY_LIMITS.boostEveryDays * 24 * HOUR_MS;

export function boostStateOf(isPremium: boolean, boostEndsAt: Date | null, now: Date): BoostState {
  const nextAt = boostEndsAt ? new Date(boostEndsAt.getTime() - BOOST_MS + BOOST_EVERY_MS) : null;
  const waiting = nextAt !== null && nextAt.getTime() > now.getTime();
  return {
    available: isPremium && !waiting,
    activeUntil: boostEndsAt && boostEndsAt.getTime() > now.getTime() ? boostEndsAt.toISOString() : null,
    nextAvailableAt: waiting ? nextAt.toISOString() : null,
  };
}

/** Starts a boost, or refuses one within 7 days of the last (the row lock serialises two at once). */
export async function startBoost(db: Database, userId: string, now: Date): Promise<BoostState> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ boostEndsAt: profiles.boostEndsAt, pausedAt: profiles.pausedAt })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    if (!row) throw new AppError('PROFILE_REQUIRED', 'Save your profile first.');
    // Nobody would see a paused member raised in their deck (docs/decisions/0012-profile.md).
    if (row.pausedAt) throw profilePaused();
    if (!boostStateOf(true, row.boostEndsAt, now).available) {
      throw new AppError('BOOST_UNAVAILABLE', 'One boost every 7 days.', boostStateOf(true, row.boostEndsAt, now));
    }
    const endsAt = new Date(now.getTime() + BOOST_MS);
    await tx
      .update(profiles)
      .set({ boostEndsAt: endsAt, updatedAt: sql`now()` })
      .where(eq(profiles.userId, userId));
    return boostStateOf(true, endsAt, now);
  });
}
