// The demo accounts that have gone all the way: their gates pass on the server's own checks, a
// new demo member's do not, and a later start extends the memberships without duplicating rows.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readMembershipFlags } from '../modules/payments/membership';
import { hasCompletedQuestionnaire } from '../modules/questionnaire/queries';
import { hasVerifiedIdentity } from '../modules/verification/identity-status';
import { useTestApp } from '../test/app';
import { testDatabases } from '../test/databases';
import { profilePrompts, subscriptions, users } from '../db/schema';
import { seedDemoAccounts } from './accounts';
import { seedDemoOnboarding } from './demo-onboarding';
import { seedDemoPrompts } from './demo-prompts';

const DAY_MS = 86_400_000;

describe.each(testDatabases())('demo onboarding on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);
  const db = () => testAppRef.current.database.db;
  const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  async function gatesOf(email: string, now: Date) {
    const id = await idOf(email);
    return {
      ...(await readMembershipFlags(db(), id, now)),
      questionnaire: await hasCompletedQuestionnaire(db(), id),
      verified: await hasVerifiedIdentity(db(), id),
    };
  }

  it('gives Dawit a verified membership, Selam Premium too, and Amina nothing', async () => {
    await seedDemoAccounts(db());
    const now = new Date();
    expect(await seedDemoOnboarding(db(), now)).toBe(2);
    expect(await gatesOf('dawit@demo.sahelhearts.test', now)).toEqual({
      hasSubscription: true,
      isPremium: false,
      questionnaire: true,
      verified: true,
    });
    expect(await gatesOf('selam@demo.sahelhearts.test', now)).toEqual({
      hasSubscription: true,
      isPremium: true,
      questionnaire: true,
      verified: true,
    });
    expect(await gatesOf('amina@demo.sahelhearts.test', now)).toEqual({
      hasSubscription: false,
      isPremium: false,
      questionnaire: false,
      verified: false,
    });
  });

  it('moves the memberships forward on a later start, without new rows', async () => {
    await seedDemoAccounts(db());
    const start = new Date();
    await seedDemoOnboarding(db(), start);
    const later = new Date(start.getTime() + 45 * DAY_MS);
    // Without the second seed the membership would have lapsed by then.
    expect((await gatesOf('dawit@demo.sahelhearts.test', later)).hasSubscription).toBe(false);
    await seedDemoOnboarding(db(), later);
    expect((await gatesOf('dawit@demo.sahelhearts.test', later)).hasSubscription).toBe(true);
    const ids = [await idOf('dawit@demo.sahelhearts.test'), await idOf('selam@demo.sahelhearts.test')];
    const rows = await db().select({ id: subscriptions.id }).from(subscriptions).where(inArray(subscriptions.userId, ids));
    expect(rows).toHaveLength(3);
  });

  it('gives the three demo accounts prompt answers once, and keeps what a member saved since', async () => {
    await seedDemoAccounts(db());
    expect(await seedDemoPrompts(db())).toBe(3);
    const dawit = await idOf('dawit@demo.sahelhearts.test');
    const promptsOf = (id: string) =>
      db().select({ key: profilePrompts.promptKey }).from(profilePrompts).where(eq(profilePrompts.userId, id));
    expect((await promptsOf(dawit)).length).toBe(2);
    await db().delete(profilePrompts).where(eq(profilePrompts.promptKey, 'good_marriage'));
    expect(await seedDemoPrompts(db())).toBe(0);
    expect(await promptsOf(dawit)).toEqual([{ key: 'over_coffee_or_tea' }]);
  });
});
