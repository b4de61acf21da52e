// The demo accounts' prompt answers (docs/decisions/0012-profile.md, "Prompts"), in their own
// languages, so their cards show what prompts look like. Written only while a member has none:
// what a visitor trying the demo saved on the profile page stays over restarts. DEMO ONLY.
import { eq, inArray } from 'drizzle-orm';
import type { ProfilePromptKey } from '../../shared/contracts/profile-prompts';
import type { Database } from '../db/client';
import { profilePrompts, users } from '../db/schema';

const DEMO_PROMPTS: Readonly<Record<string, readonly { key: ProfilePromptKey; answer: string }[]>> = {
  'dawit@demo.sahelhearts.test': [
    { key: 'over_coffee_or_tea', answer: 'በቡና ሥነ ሥርዓት ቤተሰቤ ሁሉንም ይፈታል። ሦስተኛው ዙር (በረካ) የኔ ነው።' },
    { key: 'good_marriage', answer: 'Two friends who pray, laugh and plan together, with both families at the table.' },
  ],
  'selam@demo.sahelhearts.test': [
    { key: 'dish_from_home', answer: 'Zigni with fresh injera, the way my grandmother made it in Asmara.' },
    { key: 'ideal_friday', answer: 'Poetry night with friends, then hookah and long talks until late.' },
  ],
  'amina@demo.sahelhearts.test': [
    { key: 'family_means', answer: 'Tout. Les dimanches chez ma grand-mère à Conakry, même au téléphone depuis Paris.' },
    { key: 'dish_from_home', answer: 'Le riz sauce arachide de ma mère, et je le réussis presque aussi bien.' },
  ],
};

/** Gives each demo account without prompts its answers; returns how many members got them. */
export async function seedDemoPrompts(db: Database): Promise<number> {
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(DEMO_PROMPTS)));
  let seeded = 0;
  for (const { id, email } of found) {
    const existing = await db.select({ key: profilePrompts.promptKey }).from(profilePrompts).where(eq(profilePrompts.userId, id));
    if (existing.length > 0) continue;
    await db
      .insert(profilePrompts)
      .values(DEMO_PROMPTS[email]!.map(({ key, answer }, position) => ({ userId: id, promptKey: key, answer, position })))
      .onConflictDoNothing();
    seeded += 1;
  }
  return seeded;
}
