// The member's prompts (docs/decisions/0012-profile.md, "Prompts"): the whole list replaced on
// every save, in one transaction, so a refused save (no profile, a broken row) changes nothing.
// At most three: the contract refuses a fourth, and the table's unique positions 0 to 2 would too.
import { asc, eq } from 'drizzle-orm';
import type { ProfilePrompts } from '../../../shared/contracts/profile-prompts';
import type { Database } from '../../db/client';
import { profilePrompts, profiles } from '../../db/schema';
import { AppError } from '../../errors';
import { cardChanged } from '../../platform/card-version';

export async function readProfilePrompts(db: Database, userId: string): Promise<ProfilePrompts> {
  const rows = await db
    .select({ key: profilePrompts.promptKey, answer: profilePrompts.answer })
    .from(profilePrompts)
    .where(eq(profilePrompts.userId, userId))
    .orderBy(asc(profilePrompts.position));
  return { prompts: rows };
}

export async function saveProfilePrompts(db: Database, userId: string, { prompts }: ProfilePrompts): Promise<ProfilePrompts> {
  await db.transaction(async (tx) => {
    // The profile row, locked: two saves at once write one after the other.
    const [profile] = await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userId, userId)).for('update');
    if (!profile) throw new AppError('PROFILE_REQUIRED', 'Save your profile first.');
    await tx.delete(profilePrompts).where(eq(profilePrompts.userId, userId));
    if (prompts.length > 0) {
      await tx
        .insert(profilePrompts)
        .values(prompts.map((prompt, position) => ({ userId, promptKey: prompt.key, answer: prompt.answer, position })));
    }
    // The card in others' decks shows the prompts (platform/card-version.ts).
    await cardChanged(tx, userId);
  });
  return readProfilePrompts(db, userId);
}
