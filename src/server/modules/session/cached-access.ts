// What the access check and GET /api/me read on every member request, answered from memory for a
// few seconds (docs/decisions/0026-member-path-caches.md): the session and its user, and the stages
// the member passed. Both caches drop a member as soon as member-changes.ts hears of a change.
import type { Database } from '../../db/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessSources } from '../../plugins/route-access';
import type { Auth } from '../auth';
import { type CachedSession, readSessionUser, type SessionUser } from '../auth';
import { type MemberStages, readMemberStages } from './stage-flags';
import { MemberCache } from '../../platform/member-cache/member-cache';
import type { MemberChanges } from '../../platform/member-cache/member-changes';

/** Members on one server at once, with a few devices each: far above any real load, bounded all the same. */
const MAX_ENTRIES = 50_000;

/** The caller and their stages, as the access check and GET /api/me read them. */
export interface MemberReaders extends AccessSources {
  /** Given the reply, a session better-auth extends or clears on this call sends its cookie back. */
  readCaller(request: FastifyRequest, reply?: FastifyReply): Promise<SessionUser | null>;
  readStages(userId: string): Promise<MemberStages>;
}

export function cachedMemberReaders(auth: () => Auth, db: Database, changes: MemberChanges, ttlMs: number): MemberReaders {
  const sessions = new MemberCache<CachedSession>({ ttlMs, maxEntries: MAX_ENTRIES });
  const stages = new MemberCache<MemberStages>({ ttlMs, maxEntries: MAX_ENTRIES });
  changes.register(sessions);
  changes.register(stages);
  return {
    readCaller: (request, reply) => readSessionUser(auth(), db, request, reply, sessions),
    readStages: (userId) => stages.remember(userId, async () => ({ value: await readMemberStages(db, userId), members: [userId] })),
  };
}
