// A member's card in others' decks shows, beside their profile and questionnaire rows, their main
// photo, their prompts and their Premium badge, which live in other tables. The deck keeps cards in
// memory by the versions of the profile and questionnaire rows (`xmin`, which PostgreSQL moves on
// every write of a row: docs/decisions/0020-discovery.md, "The page's cards kept by row version"),
// so a write of a photo, the prompts or a subscription writes the member's profile row too, in
// its own transaction: the version moves on the same commit, and every server reads the card
// again at its next page, with no signal to lose. Below the modules, since photos, profile and
// payments all call it (docs/decisions/0027-module-boundaries.md).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles } from '../db/schema';

/** Inside the transaction of the write: a member with no profile yet has no card, and nothing is written. */
export async function cardChanged(tx: Database, userId: string): Promise<void> {
  await tx
    .update(profiles)
    .set({ updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}
