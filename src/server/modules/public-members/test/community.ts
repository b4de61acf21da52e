// Members for the country-page and featured-profile tests, inserted as the demo seed inserts its
// journeys (seed/demo-onboarding.ts): an account, a membership, the questionnaire, a profile, an
// approved identity and, when asked, a main photo in the app's storage. Each part can be left out,
// to make the members who must NOT appear.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FileStorage } from '../../../adapters/storage';
import type { Database } from '../../../db/client';
import { identityVerifications, profilePhotos, profiles, questionnaireAnswers, subscriptions, users } from '../../../db/schema';
import { insertVerifiedAccount } from '../../../seed/accounts';
import { passwordHasherFor } from '../../auth/passwords';
import { photoKey } from '../../photos/service';
import { TEST_PASSWORD } from '../../../test/site';

const DAY_MS = 86_400_000;
const TEST_HASHER = passwordHasherFor('test');

type ProfileRow = Omit<typeof profiles.$inferInsert, 'userId'>;

export interface Journey {
  /** Default: a membership granting access for 30 more days; 'lapsed' ended yesterday; false: none. */
  membership?: 'active' | 'lapsed' | false;
  premium?: boolean;
  verified?: boolean;
  questionnaire?: boolean;
  /** Null: no profile at all. */
  profile?: Partial<ProfileRow> | null;
  /** The card rendition's bytes of a main photo, stored in `storage`. */
  photo?: Buffer;
}

export interface NewMember extends Journey {
  email: string;
  displayName?: string;
  dateOfBirth?: string;
}

const BASE_PROFILE: ProfileRow = {
  gender: 'woman',
  seeking: 'men',
  ageMin: 25,
  ageMax: 45,
  heritageCountry: 'senegal',
  showHeritage: true,
  residenceCountry: 'SN',
  city: 'Dakar',
  languages: ['fr', 'wo'],
  profession: 'Pharmacist',
  interests: ['cooking'],
};

async function subscribe(db: Database, userId: string, plan: 'basic' | 'premium', periodEnd: Date): Promise<void> {
  await db.insert(subscriptions).values({
    userId,
    plan,
    provider: 'sandbox',
    providerSubscriptionId: `test-${plan}-${userId}`,
    status: 'active',
    currentPeriodEnd: periodEnd,
    lastEventAt: new Date(),
  });
}

/** Gives an existing account the parts of the journey asked for (all of them by default). */
export async function completeJourney(db: Database, storage: FileStorage, userId: string, journey: Journey = {}): Promise<void> {
  const { membership = 'active', premium = false, verified = true, questionnaire = true, profile = {}, photo } = journey;
  const now = Date.now();
  if (membership) {
    const periodEnd = new Date(membership === 'active' ? now + 30 * DAY_MS : now - DAY_MS);
    await subscribe(db, userId, 'basic', periodEnd);
    if (premium) await subscribe(db, userId, 'premium', periodEnd);
  }
  if (questionnaire) {
    await db.insert(questionnaireAnswers).values({
      userId,
      relationshipGoals: 'marriage',
      preferences: ['culture'],
      lifestyle: 'family_oriented',
      bio: 'Coffee and long walks.',
    });
  }
  if (profile) await db.insert(profiles).values({ userId, ...BASE_PROFILE, ...profile });
  if (verified) {
    await db
      .insert(identityVerifications)
      .values({ userId, status: 'approved', provider: 'sandbox', submittedAt: new Date(), decidedAt: new Date() });
  }
  if (photo) {
    const id = randomUUID();
    const keys = { large: photoKey(id, 'large'), card: photoKey(id, 'card') };
    await storage.put(keys.large, photo, 'image/jpeg');
    await storage.put(keys.card, photo, 'image/jpeg');
    await db.insert(profilePhotos).values({ id, userId, position: 0, largeKey: keys.large, cardKey: keys.card, width: 480, height: 600 });
  }
}

/** A new member with the journey asked for; returns their id. */
export async function addMember(db: Database, storage: FileStorage, member: NewMember): Promise<string> {
  const { email, displayName = 'Awa Ndiaye', dateOfBirth = '1995-03-14', ...journey } = member;
  const id = await insertVerifiedAccount(
    db,
    { email, password: TEST_PASSWORD, displayName, dateOfBirth, role: 'member', language: 'en' },
    TEST_HASHER,
  );
  await completeJourney(db, storage, id, journey);
  return id;
}

export async function idOf(db: Database, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!row) throw new Error(`No account for ${email}`);
  return row.id;
}
