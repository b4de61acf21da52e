// The demo accounts that have gone all the way (seed/accounts.ts): a subscribed member and a
// Premium member, each with questionnaire answers, a profile and an approved identity
// verification, so that someone trying Sahel Hearts sees the member area at once. Their
// memberships are sandbox subscriptions whose period is moved forward on every start, so a demo
// server that runs for months never lapses. DEMO ONLY, like the accounts.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { locateCity } from '../modules/member-cards';
import { identityVerifications, profiles, questionnaireAnswers, subscriptions, users } from '../db/schema';

const DAY_MS = 86_400_000;

interface DemoJourney {
  email: string;
  plans: ('basic' | 'premium')[];
  questionnaire: typeof questionnaireAnswers.$inferInsert extends infer Row ? Omit<Row, 'userId'> : never;
  profile: typeof profiles.$inferInsert extends infer Row ? Omit<Row, 'userId'> : never;
}

const DEMO_JOURNEYS: readonly DemoJourney[] = [
  {
    email: 'dawit@demo.sahelhearts.test',
    plans: ['basic'],
    questionnaire: {
      relationshipGoals: 'marriage',
      preferences: ['religion', 'culture'],
      lifestyle: 'family_oriented',
      bio: 'Engineer in Addis Ababa and Washington, DC. Coffee ceremonies on Sundays, long walks, and a family that will welcome you.',
    },
    profile: {
      gender: 'man',
      seeking: 'women',
      ageMin: 26,
      ageMax: 36,
      heritageCountry: 'ethiopia',
      residenceCountry: 'US',
      city: 'Washington, DC',
      languages: ['am', 'en'],
      profession: 'Civil engineer',
      interests: ['cooking', 'travel', 'faith'],
    },
  },
  {
    email: 'selam@demo.sahelhearts.test',
    plans: ['basic', 'premium'],
    questionnaire: {
      relationshipGoals: 'long_term',
      preferences: ['age_range', 'location'],
      lifestyle: 'smokes_hookah',
      bio: 'Nurse in London with Eritrean and Ethiopian roots. Friday hookah nights, poetry, and looking for someone kind and serious.',
    },
    profile: {
      gender: 'woman',
      seeking: 'men',
      ageMin: 28,
      ageMax: 40,
      heritageCountry: 'ethiopia',
      residenceCountry: 'GB',
      city: 'London',
      languages: ['ti', 'am', 'en'],
      profession: 'Nurse',
      interests: ['hookah_nights', 'poetry', 'music'],
    },
  },
];

/** Fills in what the journeys lack and extends their memberships; returns how many were seeded. */
export async function seedDemoOnboarding(db: Database, now = new Date()): Promise<number> {
  const emails = DEMO_JOURNEYS.map((journey) => journey.email);
  const found = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const periodEnd = new Date(now.getTime() + 30 * DAY_MS);
  for (const { id: userId, email } of found) {
    const journey = DEMO_JOURNEYS.find((candidate) => candidate.email === email)!;
    await db.transaction(async (tx) => {
      for (const plan of journey.plans) {
        const providerSubscriptionId = `demo-${plan}-${userId}`;
        const existing = await tx
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(and(eq(subscriptions.provider, 'sandbox'), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)));
        if (existing.length > 0) {
          await tx
            .update(subscriptions)
            .set({ status: 'active', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false, lastEventAt: now, updatedAt: now })
            .where(eq(subscriptions.id, existing[0]!.id));
        } else {
          await tx.insert(subscriptions).values({
            userId,
            plan,
            provider: 'sandbox',
            providerSubscriptionId,
            status: 'active',
            currentPeriodEnd: periodEnd,
            lastEventAt: now,
          });
        }
      }
      await tx
        .insert(questionnaireAnswers)
        .values({ userId, ...journey.questionnaire })
        .onConflictDoNothing();
      await tx
        .insert(profiles)
        // The grid cell the server keeps for the city, as saving the profile does.
        .values({ userId, ...journey.profile, ...locateCity(journey.profile.residenceCountry, journey.profile.city ?? '') })
        .onConflictDoNothing();
      await tx
        .insert(identityVerifications)
        .values({ userId, status: 'approved', provider: 'sandbox', submittedAt: now, decidedAt: now })
        .onConflictDoNothing();
    });
  }
  return found.length;
}
