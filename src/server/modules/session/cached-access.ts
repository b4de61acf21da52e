// What the access check reads on every member request, answered from memory for a few seconds
// (docs/decisions/0026-member-path-caches.md): the session and its user, and the stages the
// member passed. Both caches drop a member as soon as member-changes.ts hears of a change.
import type { Database } from '../../db/client';
import type { AccessSources, StageFlags } from '../../plugins/route-access';
import type { Auth } from '../auth';
import { type CachedSession, readSessionUser } from '../auth';
import { readMemberStages } from './stage-flags';
import { MemberCache } from '../../platform/member-cache/member-cache';
import type { MemberChanges } from '../../platform/member-cache/member-changes';

/** Members on one server at once, with a few devices each: far above any real load, bounded all the same. */
const MAX_ENTRIES = 50_000;

export function cachedAccessSources(auth: () => Auth, db: Database, changes: MemberChanges, ttlMs: number): AccessSources {
  const sessions = new MemberCache<CachedSession>({ ttlMs, maxEntries: MAX_ENTRIES });
  const stages = new MemberCache<StageFlags>({ ttlMs, maxEntries: MAX_ENTRIES });
  changes.register(sessions);
  changes.register(stages);
  return {
    readCaller: (request) => readSessionUser(auth(), db, request, undefined, sessions),
    readStages: (userId) =>
      stages.remember(userId, async () => {
        const { hasSubscription, isPremium, isOnboarded } = await readMemberStages(db, userId);
        return { value: { hasSubscription, isPremium, isOnboarded }, members: [userId] };
      }),
  };
}
