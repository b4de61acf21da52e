// Members ready for discovery in API tests: the rows onboarding leaves behind (an active sandbox
// membership, questionnaire answers, a profile, an approved identity), inserted directly, since
// each onboarding step has tests of its own. A member made here can sign in with TEST_PASSWORD.
import type { SahelHeartsApp } from '../app';
import type { Database } from '../db/client';
import { identityVerifications, profiles, questionnaireAnswers, subscriptions } from '../db/schema';
import { passwordHasherFor } from '../modules/auth/passwords';
import { locateCity } from '../modules/member-cards/location';
import { insertVerifiedAccount } from '../seed/accounts';
import { sessionCookieOf, signIn } from './accounts';
import { TEST_PASSWORD } from './site';

const DAY_MS = 86_400_000;
const HASHER = passwordHasherFor('test');

export interface MemberSpec {
  email: string;
  displayName?: string;
  dateOfBirth?: string;
  plans?: ('basic' | 'premium')[];
  verified?: boolean;
  /** False: no profile row (the member has not saved one yet). */
  withProfile?: boolean;
  profile?: Partial<typeof profiles.$inferInsert>;
  questionnaire?: Partial<typeof questionnaireAnswers.$inferInsert>;
}

/** A woman of 30 (by default) seeking men of 25 to 45, in Minneapolis, Somali heritage. */
export async function insertMember(db: Database, spec: MemberSpec): Promise<string> {
  const id = await insertVerifiedAccount(
    db,
    {
      email: spec.email,
      password: TEST_PASSWORD,
      displayName: spec.displayName ?? spec.email.split('@')[0]!,
      dateOfBirth: spec.dateOfBirth ?? yearsAgo(30),
      language: 'en',
      role: 'member',
    },
    HASHER,
  );
  const now = new Date();
  for (const plan of spec.plans ?? ['basic']) {
    await db.insert(subscriptions).values({
      userId: id,
      plan,
      provider: 'sandbox',
      providerSubscriptionId: `test-${plan}-${id}`,
      status: 'active',
      currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
      lastEventAt: now,
    });
  }
  await db.insert(questionnaireAnswers).values({
    userId: id,
    relationshipGoals: 'marriage',
    preferences: ['culture'],
    lifestyle: 'family_oriented',
    bio: `Bio of ${spec.email}`,
    ...spec.questionnaire,
  });
  if (spec.withProfile !== false) {
    const profile = {
      userId: id,
      gender: 'woman' as const,
      seeking: 'men' as const,
      ageMin: 25,
      ageMax: 45,
      heritageCountry: 'somalia' as const,
      residenceCountry: 'US',
      city: 'Minneapolis',
      languages: ['so' as const, 'en' as const],
      ...spec.profile,
    };
    // The cell the server keeps for the city, as saving the profile does, unless the test sets one.
    await db.insert(profiles).values({ ...locateCity(profile.residenceCountry, profile.city), ...profile });
  }
  if (spec.verified !== false) {
    await db.insert(identityVerifications).values({ userId: id, status: 'approved', provider: 'sandbox', decidedAt: now });
  }
  return id;
}

/** A man of 32 (by default) seeking women of 25 to 40: the other side of insertMember's default. */
export const MAN: Partial<typeof profiles.$inferInsert> = { gender: 'man', seeking: 'women', ageMin: 25, ageMax: 40 };

export async function signedInDiscoveryMember(
  app: SahelHeartsApp,
  db: Database,
  spec: MemberSpec,
): Promise<{ id: string; cookie: string }> {
  const id = await insertMember(db, spec);
  return { id, cookie: sessionCookieOf(await signIn(app, spec.email)) };
}

/** The 'YYYY-MM-DD' of `years` years ago today (UTC), a birth date giving that age. */
export function yearsAgo(years: number, now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
}
