// The questionnaire step done (its answers and the profile's required part) and the identity
// approved, for a member whose onboarding is not the subject of the test (each step has tests of
// its own): inserted as those steps leave them.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { identityVerifications, profiles, questionnaireAnswers, users } from '../db/schema';

export async function completeOnboarding(db: Database, email: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  await db.insert(questionnaireAnswers).values({
    userId: user!.id,
    relationshipGoals: 'marriage',
    preferences: ['culture'],
    lifestyle: 'family_oriented',
    bio: 'Looking for a kind and serious partner.',
  });
  await db.insert(profiles).values({
    userId: user!.id,
    gender: 'woman',
    seeking: 'men',
    ageMin: 25,
    ageMax: 45,
    heritageCountry: 'somalia',
    residenceCountry: 'US',
  });
  await db.insert(identityVerifications).values({ userId: user!.id, status: 'approved', provider: 'sandbox', decidedAt: new Date() });
}
