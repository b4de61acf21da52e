// Seeds the demo community (decisions.md, "Demo data"; DEMO_COMMUNITY_SIZE members, 0 for none):
// verified, subscribed members with profiles, questionnaires, photos, and likes and matches
// among them and with the README's demo accounts. DEMO ONLY, like every seed: the members have
// no password (no credential account), so nobody can sign in as one, and their addresses are on
// the reserved .test domain.
//
// Idempotent and cheap when done: a start first moves every demo membership's period forward
// (one UPDATE), then counts the demo members; when all are there it stops. Otherwise it adds the
// missing ones (a larger DEMO_COMMUNITY_SIZE adds members, never changes existing ones): every
// row in one transaction, which commits once their photo files are stored.
import { and, eq, getTableColumns, like, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FileStorage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import {
  identityVerifications,
  matches,
  profilePhotos,
  profiles,
  profilePrompts,
  questionnaireAnswers,
  subscriptions,
  swipes,
  users,
} from '../../db/schema';
import { planAnchorRelations, readAnchors } from './anchors';
import { type CommunityMember, DEMO_MEMBER_DOMAIN, generateCommunity } from './generate';
import { promptAnswersOf } from './prompt-answers';
import { planSwipes } from './relations';
import { renderAndStorePhotos, type StoredPhoto } from './render-photos';

/** Serialises concurrent seeds (two processes starting at once) on a PostgreSQL advisory lock. */
const SEED_COMMUNITY_LOCK = 72_410_003;
/** Sandbox subscriptions of demo members are named by this prefix, and found again by it. */
export const DEMO_SUBSCRIPTION_PREFIX = 'demo-community-';
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** PostgreSQL takes at most 65,535 parameters a statement. */
const PARAMETERS_PER_STATEMENT = 30_000;

export interface CommunityReport {
  /** Members, photos, swipes and matches rows added by this run (0 when the community was complete). */
  members: number;
  photos: number;
  swipes: number;
  matches: number;
  confirmedMatches: number;
  /** Demo members in the database after the run. */
  total: number;
  milliseconds: number;
}

/** Multi-row inserts, as many rows a statement as the parameter limit allows. */
async function insertAll<Table extends PgTable>(tx: Database, table: Table, rows: Table['$inferInsert'][]): Promise<void> {
  const perRow = Object.keys(getTableColumns(table)).length;
  const perStatement = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / perRow));
  for (let start = 0; start < rows.length; start += perStatement) {
    await tx.insert(table).values(rows.slice(start, start + perStatement));
  }
}

/** Moves every demo membership's period 30 days past `now`, so a demo that runs for months never lapses. */
async function refreshMemberships(db: Database, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({
      status: 'active',
      currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
      cancelAtPeriodEnd: false,
      lastEventAt: now,
      updatedAt: now,
    })
    .where(and(eq(subscriptions.provider, 'sandbox'), like(subscriptions.providerSubscriptionId, `${DEMO_SUBSCRIPTION_PREFIX}%`)));
}

async function demoMemberEmails(db: Database): Promise<Set<string>> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(like(users.email, `%@${DEMO_MEMBER_DOMAIN}`));
  return new Set(rows.map((row) => row.email));
}

function rowsOf(members: readonly CommunityMember[], now: Date) {
  const periodEnd = new Date(now.getTime() + 30 * DAY_MS);
  return {
    users: members.map((member) => ({
      id: member.id,
      name: member.displayName,
      email: member.email,
      emailVerified: true,
      createdAt: member.joinedAt,
      updatedAt: member.joinedAt,
      role: 'member' as const,
      displayName: member.displayName,
      dateOfBirth: member.dateOfBirth,
      language: member.language,
    })),
    profiles: members.map((member) => ({ userId: member.id, ...member.profile })),
    questionnaires: members.map((member) => ({ userId: member.id, ...member.questionnaire })),
    prompts: members.flatMap((member) =>
      promptAnswersOf(member.index, member.language).map(({ key, answer }, position) => ({
        userId: member.id,
        promptKey: key,
        answer,
        position,
        createdAt: member.joinedAt,
      })),
    ),
    verifications: members.map((member) => {
      const decidedAt = new Date(member.joinedAt.getTime() + 40 * MINUTE_MS);
      return {
        userId: member.id,
        status: 'approved' as const,
        provider: 'sandbox',
        phoneVerifiedAt: new Date(member.joinedAt.getTime() + 30 * MINUTE_MS),
        submittedAt: decidedAt,
        decidedAt,
        createdAt: member.joinedAt,
        updatedAt: decidedAt,
      };
    }),
    subscriptions: members.flatMap((member) =>
      (member.isPremium ? (['basic', 'premium'] as const) : (['basic'] as const)).map((plan) => ({
        userId: member.id,
        plan,
        provider: 'sandbox' as const,
        providerSubscriptionId: `${DEMO_SUBSCRIPTION_PREFIX}${plan}-${member.id}`,
        status: 'active' as const,
        currentPeriodEnd: periodEnd,
        lastEventAt: now,
        createdAt: member.joinedAt,
      })),
    ),
  };
}

function photoRowsOf(members: readonly CommunityMember[], files: Map<string, StoredPhoto>) {
  return members.flatMap((member) =>
    member.photos.map((photo) => ({
      id: photo.id,
      userId: member.id,
      position: photo.position,
      createdAt: member.joinedAt,
      ...files.get(photo.id)!,
    })),
  );
}

/** Adds the demo members `size` calls for that are missing, with everything they need; see the top of this file. */
export async function seedDemoCommunity(
  db: Database,
  storage: FileStorage,
  options: { size: number; now?: Date },
): Promise<CommunityReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const report = (added: Omit<CommunityReport, 'milliseconds'>): CommunityReport => ({
    ...added,
    milliseconds: performance.now() - started,
  });
  const nothing = { members: 0, photos: 0, swipes: 0, matches: 0, confirmedMatches: 0 };
  if (options.size <= 0) return report({ ...nothing, total: 0 });
  await refreshMemberships(db, now);
  const existing = await demoMemberEmails(db);
  if (existing.size >= options.size) return report({ ...nothing, total: existing.size });

  const community = generateCommunity(options.size, now);
  const added = community.filter((member) => !existing.has(member.email));
  // The photo files take most of the time, on libuv's threads: they are drawn while the rows are
  // planned and inserted on this one, and the transaction commits only once every file is
  // stored, so no committed row ever names a missing file. Handled here, awaited below.
  const files = renderAndStorePhotos(storage, added);
  files.catch(() => undefined);
  try {
    const addedIds = new Set(added.map((member) => member.id));
    // Pairs of members who were already there keep what they had: only the new ones' swipes are added.
    const book = planSwipes(community, now).filter((swipe) => addedIds.has(swipe.swiperId) || addedIds.has(swipe.targetId));
    planAnchorRelations(await readAnchors(db, now), added, book, now);
    const rows = rowsOf(added, now);
    const swipeRows = book.swipes();
    const matchRows = book.matches();
    const photoRows = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_COMMUNITY_LOCK})`);
      // Another process may have seeded them meanwhile (with the same files).
      if ((await demoMemberEmails(tx)).size > existing.size) return null;
      await insertAll(tx, users, rows.users);
      await insertAll(tx, profiles, rows.profiles);
      await insertAll(tx, questionnaireAnswers, rows.questionnaires);
      await insertAll(tx, profilePrompts, rows.prompts);
      await insertAll(tx, identityVerifications, rows.verifications);
      await insertAll(tx, subscriptions, rows.subscriptions);
      await insertAll(tx, swipes, swipeRows);
      await insertAll(tx, matches, matchRows);
      const stored = photoRowsOf(added, await files);
      await insertAll(tx, profilePhotos, stored);
      return stored;
    });
    if (!photoRows) return report({ ...nothing, total: (await demoMemberEmails(db)).size });
    return report({
      members: added.length,
      photos: photoRows.length,
      swipes: swipeRows.length,
      matches: matchRows.length,
      confirmedMatches: matchRows.filter((row) => row.confirmed).length,
      total: existing.size + added.length,
    });
  } finally {
    // Never leave files being written behind a failure (or a seed done elsewhere).
    await files.catch(() => undefined);
  }
}
