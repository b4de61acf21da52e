// Everything Sahel Hearts holds about one member, table by table: how to export it (GDPR-style
// access, "Download my data") and how to erase it ("Delete my account"), side by side so that a
// new table gets both or neither. A later issue that stores personal data (subscriptions,
// profile, photos, ID verification...) adds ONE entry here; a test scans every table of
// the schema after a deletion (modules/account-data/account-data.test.ts) and fails if any row still names the member.
import { or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FileStorage } from './adapters/storage';
import type { Database } from './db/client';
import { accounts, contactMessages, mailOutbox, rateLimitBuckets, sessions, twoFactors, users, verifications } from './db/schema';
import { PAYMENT_PERSONAL_DATA } from './modules/payments';
import { PROFILE_PERSONAL_DATA, PROFILE_PROMPTS_PERSONAL_DATA } from './modules/profile';
import { PHOTOS_PERSONAL_DATA } from './modules/photos';
import { DISCOVERY_PERSONAL_DATA } from './modules/discovery';
import { MESSAGES_PERSONAL_DATA } from './modules/messages';
import { NOTIFICATIONS_PERSONAL_DATA } from './modules/notifications';
import { EVENTS_PERSONAL_DATA } from './modules/events';
import { PUSH_PERSONAL_DATA } from './modules/push';
import { LANDING_PERSONAL_DATA } from './modules/landing';
import { VERIFICATION_PERSONAL_DATA } from './modules/verification';
import { QUESTIONNAIRE_PERSONAL_DATA } from './modules/questionnaire';
import { byMemberEmail, byMemberId, memberRows } from './platform/member-rows';
import type { DataSubject, PersonalDataRegistry, PersonalDataSource } from './platform/personal-data-source';

/** `column` contains `needle` as plain text (no LIKE wildcards: e-mails may hold `_`). */
const containsText = (column: AnyPgColumn, needle: string): SQL => sql`strpos(lower(${column}), ${needle.toLowerCase()}) > 0`;

export const PERSONAL_DATA: readonly PersonalDataSource[] = [
  // Also cascades from the user row; said explicitly so the order does not matter.
  memberRows('sessions', sessions, byMemberId(sessions.userId), ['createdAt', 'expiresAt', 'ipAddress', 'userAgent']),
  // The TOTP secret and recovery codes: secrets, so never exported; erased with the account.
  memberRows('twoFactor', twoFactors, byMemberId(twoFactors.userId)),
  memberRows('accounts', accounts, byMemberId(accounts.userId), ['providerId', 'createdAt', 'updatedAt']),
  {
    // Pending e-mail confirmations and password resets: better-auth keys them by e-mail or
    // token and keeps the user id in `value`. Internal tokens, so erased but never exported.
    name: 'verifications',
    erase: async (tx, { id, email }) => {
      await tx
        .delete(verifications)
        .where(
          or(
            containsText(verifications.identifier, email),
            containsText(verifications.value, email),
            containsText(verifications.value, id),
          ),
        );
    },
  },
  memberRows('contactMessages', contactMessages, byMemberEmail(contactMessages.email), [
    'name',
    'email',
    'subject',
    'message',
    'language',
    'createdAt',
  ]),
  // Only the development outbox stores mail; with SMTP nothing is kept.
  memberRows('emailsSent', mailOutbox, byMemberEmail(mailOutbox.to), ['to', 'subject', 'text', 'createdAt']),
  {
    // Counters keyed by account (`account:<e-mail>`, `member:<id>`; built in modules/rate-limits/keys.ts):
    // nothing to show, but they name the member. Any key containing either goes.
    name: 'rateLimits',
    erase: async (tx, { id, email }) => {
      await tx.delete(rateLimitBuckets).where(or(containsText(rateLimitBuckets.key, email), containsText(rateLimitBuckets.key, id)));
    },
  },
  // Subscriptions, checkouts and the (pseudonymised) payment ledger.
  ...PAYMENT_PERSONAL_DATA,
  // The questionnaire answers (the bio may name anyone, the member included).
  QUESTIONNAIRE_PERSONAL_DATA,
  // The profile (religion, heritage, family: personal by nature).
  PROFILE_PERSONAL_DATA,
  // The answered prompts (the member's own words).
  PROFILE_PROMPTS_PERSONAL_DATA,
  // Profile photos: the rows here, both stored sizes of each after the commit.
  PHOTOS_PERSONAL_DATA,
  // Messages the member wrote, and every conversation they were in (before their matches go).
  ...MESSAGES_PERSONAL_DATA,
  // Swipes, matches, blocks and reports (the member's own acts; reports about them go too).
  ...DISCOVERY_PERSONAL_DATA,
  // The away e-mails: the member's switch, when they were last seen and last e-mailed.
  NOTIFICATIONS_PERSONAL_DATA,
  // Events: the member's answers (going, waiting) and the e-mails owed them about events.
  ...EVENTS_PERSONAL_DATA,
  ...PUSH_PERSONAL_DATA,
  // Their id among the landing page's featured members, in every version.
  LANDING_PERSONAL_DATA,
  // Identity verification: texts sent, code hashes, the row and its two images, the view log.
  ...VERIFICATION_PERSONAL_DATA,
  // Last: the rows above may point at it.
  memberRows('user', users, byMemberId(users.id), [
    'id',
    'email',
    'emailVerified',
    'displayName',
    'dateOfBirth',
    'language',
    'role',
    'image',
    'createdAt',
    'updatedAt',
  ]),
];

/** The export file's content: one key per source, the user row first. */
export async function collectPersonalData(db: Database, subject: DataSubject, exportedAt: Date) {
  const parts = await Promise.all(
    PERSONAL_DATA.flatMap(({ name, collect }) => (collect ? [collect(db, subject).then((rows) => [name, rows] as const)] : [])),
  );
  const byName = Object.fromEntries(parts);
  const { user, ...rest } = byName;
  return { exportedAt: exportedAt.toISOString(), user: user?.[0] ?? null, ...rest };
}

/**
 * Deletes everything about the member in one transaction: all of it, or (on failure) none of it.
 * Their files go after the commit: a failed transaction must not leave rows pointing at deleted
 * files, while a file that cannot be deleted then is only an orphan no row names (logged, and
 * retried by nobody: storage outages at this exact moment are rare enough to handle by hand).
 */
export async function erasePersonalData(
  db: Database,
  storage: FileStorage,
  subject: DataSubject,
  log: { error: (object: object, message: string) => void },
): Promise<void> {
  const fileLists = await Promise.all(PERSONAL_DATA.map((source) => source.storedFiles?.(db, subject) ?? Promise.resolve([])));
  await db.transaction(async (tx) => {
    for (const source of PERSONAL_DATA) await source.erase(tx, subject);
  });
  for (const key of fileLists.flat()) {
    await storage.delete(key).catch((error: unknown) => log.error({ err: error, key }, 'erased member file could not be deleted'));
  }
}

/** The registry as account-data's routes take it (app.ts hands it over). */
export const personalData: PersonalDataRegistry = { collect: collectPersonalData, erase: erasePersonalData };
