// The stage flags are one query (stage-flags.ts) restating three rules kept elsewhere: the
// membership (payments/membership.ts, flagsOf), the questionnaire (questionnaire/queries.ts) and
// the identity check (verification/identity-status.ts). The questionnaire step is its answers
// and the profile's required part (src/shared/questionnaire-step.ts). For every combination of those stages,
// with another member who has passed them all beside, the query must say what the three say.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_STATUSES } from '../../db/schema/verification';
import { identityVerifications, profiles, questionnaireAnswers, subscriptions, users } from '../../db/schema';
import type { Database } from '../../db/client';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { readMembershipFlags } from '../payments/membership';
import { hasCompletedQuestionnaire } from '../questionnaire/queries';
import { hasVerifiedIdentity } from '../verification/identity-status';
import { readMemberStages } from './stage-flags';

const MEMBER = 'member-under-test';
const OTHER = 'member-who-passed-everything';
const DAY_MS = 24 * 60 * 60 * 1000;

type Subscribed = 'none' | 'basic' | 'basic and premium' | 'premium alone' | 'basic expired';
const SUBSCRIBED: Subscribed[] = ['none', 'basic', 'basic and premium', 'premium alone', 'basic expired'];
const IDENTITY = ['none', ...VERIFICATION_STATUSES] as const;

let sequence = 0;

async function subscribe(db: Database, userId: string, plan: 'basic' | 'premium', periodEnd: Date) {
  await db.insert(subscriptions).values({
    userId,
    plan,
    provider: 'sandbox',
    providerSubscriptionId: `sub-${sequence++}`,
    status: 'active',
    currentPeriodEnd: periodEnd,
    lastEventAt: new Date(),
  });
}

async function answerQuestionnaire(db: Database, userId: string) {
  await db.insert(questionnaireAnswers).values({
    userId,
    relationshipGoals: 'marriage',
    preferences: ['culture'],
    lifestyle: 'active',
    bio: 'Hello.',
  });
}

async function saveProfile(db: Database, userId: string) {
  await db.insert(profiles).values({
    userId,
    gender: 'woman',
    seeking: 'men',
    ageMin: 25,
    ageMax: 40,
    heritageCountry: 'somalia',
    residenceCountry: 'US',
  });
}

/** What the member has saved of the questionnaire step. */
const SAVED = ['nothing', 'answers', 'profile', 'both'] as const;

describe.each(testDatabases())('the stage flags on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);
  const db = () => testAppRef.current.database.db;

  async function addUser(id: string) {
    await db()
      .insert(users)
      .values({ id, name: id, email: `${id}@example.org`, emailVerified: true, displayName: id, dateOfBirth: '1990-01-01' });
  }

  it('say what the membership, questionnaire and identity rules say, in every combination', async () => {
    await addUser(MEMBER);
    await addUser(OTHER);
    const inAMonth = new Date(Date.now() + 30 * DAY_MS);
    await subscribe(db(), OTHER, 'basic', inAMonth);
    await subscribe(db(), OTHER, 'premium', inAMonth);
    await answerQuestionnaire(db(), OTHER);
    await saveProfile(db(), OTHER);
    await db().insert(identityVerifications).values({ userId: OTHER, status: 'approved' });

    for (const subscribed of SUBSCRIBED) {
      for (const saved of SAVED) {
        for (const identity of IDENTITY) {
          await db().delete(subscriptions).where(eq(subscriptions.userId, MEMBER));
          await db().delete(questionnaireAnswers).where(eq(questionnaireAnswers.userId, MEMBER));
          await db().delete(profiles).where(eq(profiles.userId, MEMBER));
          await db().delete(identityVerifications).where(eq(identityVerifications.userId, MEMBER));
          if (subscribed === 'basic' || subscribed === 'basic and premium') await subscribe(db(), MEMBER, 'basic', inAMonth);
          if (subscribed === 'basic and premium' || subscribed === 'premium alone') await subscribe(db(), MEMBER, 'premium', inAMonth);
          if (subscribed === 'basic expired') await subscribe(db(), MEMBER, 'basic', new Date(Date.now() - DAY_MS));
          if (saved === 'answers' || saved === 'both') await answerQuestionnaire(db(), MEMBER);
          if (saved === 'profile' || saved === 'both') await saveProfile(db(), MEMBER);
          if (identity !== 'none') await db().insert(identityVerifications).values({ userId: MEMBER, status: identity });

          const expected = {
            ...(await readMembershipFlags(db(), MEMBER)),
            hasCompletedQuestionnaire: await hasCompletedQuestionnaire(db(), MEMBER),
            hasVerifiedID: await hasVerifiedIdentity(db(), MEMBER),
          };
          const stages = await readMemberStages(db(), MEMBER);
          const context = `${subscribed}, saved ${saved}, identity ${identity}`;
          expect(stages, context).toEqual({ ...expected, isOnboarded: expected.hasCompletedQuestionnaire && expected.hasVerifiedID });
          // The combinations are meant to cover both answers of every flag.
          expect(stages.hasSubscription, context).toBe(subscribed === 'basic' || subscribed === 'basic and premium');
          expect(stages.isPremium, context).toBe(subscribed === 'basic and premium');
          expect(stages.hasCompletedQuestionnaire, context).toBe(saved === 'both');
          expect(stages.isOnboarded, context).toBe(saved === 'both' && identity === 'approved');
        }
      }
    }
  });

  it('are all false for an account that does not exist (deleted between the session read and this one)', async () => {
    expect(await readMemberStages(db(), 'no-such-member')).toEqual({
      hasSubscription: false,
      isPremium: false,
      hasCompletedQuestionnaire: false,
      hasVerifiedID: false,
      isOnboarded: false,
    });
  });

  it('are taken at the instant asked: a paid period ends at its end', async () => {
    await addUser(MEMBER);
    const end = new Date(Date.now() + DAY_MS);
    await subscribe(db(), MEMBER, 'basic', end);
    expect((await readMemberStages(db(), MEMBER, new Date(end.getTime() - 1))).hasSubscription).toBe(true);
    expect((await readMemberStages(db(), MEMBER, end)).hasSubscription).toBe(false);
  });
});
