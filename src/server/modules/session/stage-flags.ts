// The onboarding stages a member has passed (spec section 4): what GET /api/me reports and what
// the access check asks of 'subscriber', 'verified' and 'premium' routes. One function, so that
// the screens and the server never disagree about a gate; and one query, prepared once per
// database, because every stage route pays for it (docs/decisions/0022-session-cache.md): four
// index lookups in one round trip instead of three round trips.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityVerifications, profiles, questionnaireAnswers, users } from '../../db/schema';
import { hasDoneQuestionnaireStep } from '../../../shared/questionnaire-step';
import type { FastifyRequest } from 'fastify';
import { requireMember, type StageFlags } from '../../plugins/route-access';
import { membershipFlagsSql } from '../payments';

export interface MemberStages extends StageFlags {
  hasCompletedQuestionnaire: boolean;
  hasVerifiedID: boolean;
}

/**
 * The questionnaire step counts once its answers and the profile's required part are both saved
 * (the shared rule, src/shared/questionnaire-step.ts; questionnaire/queries.ts,
 * hasCompletedQuestionnaire, reads the same), the identity once its verification is approved
 * (verification/identity-status.ts, hasVerifiedIdentity); stage-flags.test.ts checks this query
 * against both and against the membership rule.
 */
function stagesQueryFor(db: Database) {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const membership = membershipFlagsSql(users.id, now);
  // Conditions as nested fragments, so that Drizzle keeps their columns' table names
  // (payments/membership.ts, membershipFlagsSql, says why).
  const answered = sql`${questionnaireAnswers.userId} = ${users.id}`;
  const profiled = sql`${profiles.userId} = ${users.id}`;
  const approved = sql`${identityVerifications.userId} = ${users.id} and ${identityVerifications.status} = 'approved'`;
  return db
    .select({
      hasSubscription: membership.hasSubscription,
      isPremium: membership.isPremium,
      hasAnswers: sql<boolean>`exists (select 1 from ${questionnaireAnswers} where ${answered})`,
      hasProfile: sql<boolean>`exists (select 1 from ${profiles} where ${profiled})`,
      hasVerifiedID: sql<boolean>`exists (select 1 from ${identityVerifications} where ${approved})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('read_member_stages');
}

const stagesQueries = new WeakMap<Database, ReturnType<typeof stagesQueryFor>>();

export async function readMemberStages(db: Database, userId: string, now = new Date()): Promise<MemberStages> {
  let query = stagesQueries.get(db);
  if (!query) {
    query = stagesQueryFor(db);
    stagesQueries.set(db, query);
  }
  const [row] = await query.execute({ userId, now: now.toISOString() });
  // No such user (deleted in the meantime): no stage passed.
  const flags = {
    hasSubscription: row?.hasSubscription === true,
    isPremium: row?.isPremium === true,
    hasCompletedQuestionnaire: hasDoneQuestionnaireStep({ hasAnswers: row?.hasAnswers === true, hasProfile: row?.hasProfile === true }),
    hasVerifiedID: row?.hasVerifiedID === true,
  };
  return { ...flags, isOnboarded: flags.hasCompletedQuestionnaire && flags.hasVerifiedID };
}

/** Whether the caller is Premium, from the access check's read (admins pass the check without one: read it then). */
export async function isPremiumCaller(db: Database, request: FastifyRequest): Promise<boolean> {
  return (request.stages ?? (await readMemberStages(db, requireMember(request).id))).isPremium;
}
