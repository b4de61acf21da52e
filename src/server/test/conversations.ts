// Conversations for API tests: two members with a confirmed match, as two likes would leave them,
// and messages sent between them through the API (docs/decisions/0023-messages.md).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { SendMessageResponse } from '../../shared/contracts/messages';
import type { SahelHeartsApp } from '../app';
import type { Database } from '../db/client';
import { matches } from '../db/schema';
import { orderedPair } from '../modules/matches/pair';
import { MAN, type MemberSpec, signedInDiscoveryMember, yearsAgo } from './discovery-members';

/**
 * The conversation's id. Both liked now, unless `likedAt` says when each did; the match was made
 * by the later like.
 */
export async function matchMembers(
  db: Database,
  one: string,
  other: string,
  likedAt: { one: Date; other: Date } = { one: new Date(), other: new Date() },
): Promise<number> {
  const { memberA, memberB, viewerIsA: oneIsA } = orderedPair(one, other);
  const [likedByA, likedByB] = oneIsA ? [likedAt.one, likedAt.other] : [likedAt.other, likedAt.one];
  const confirmedAt = new Date(Math.max(likedAt.one.getTime(), likedAt.other.getTime()));
  const [row] = await db
    .insert(matches)
    .values({ memberA, memberB, likedByA, likedByB, confirmed: true, confirmedAt })
    .returning({ id: matches.id });
  return row!.id;
}

/**
 * A man of 32 and a woman of 30 who matched, both signed in (man@ and woman@example.org unless
 * `spec` says otherwise), and their conversation's id.
 */
export async function matchedPair(
  app: SahelHeartsApp,
  db: Database,
  spec: { man?: Partial<MemberSpec>; woman?: Partial<MemberSpec> } = {},
) {
  const man = await signedInDiscoveryMember(app, db, { email: 'man@example.org', profile: MAN, dateOfBirth: yearsAgo(32), ...spec.man });
  const woman = await signedInDiscoveryMember(app, db, { email: 'woman@example.org', ...spec.woman });
  return { man, woman, conversationId: await matchMembers(db, man.id, woman.id) };
}

/**
 * The answer to a message sent as the member with `cookie`. Loose on purpose (`body` unknown, any
 * conversation id): tests also send what the contract refuses. A new clientId unless one is given,
 * for the tests of retries.
 */
export function sendMessage(
  app: SahelHeartsApp,
  cookie: string,
  conversationId: number | string,
  body: unknown,
  options: { clientId?: string; confirmed?: boolean } = {},
) {
  const { clientId = randomUUID(), confirmed } = options;
  return app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: { cookie },
    payload: { clientId, body, ...(confirmed === undefined ? {} : { confirmed }) },
  });
}

/** Sends a message that must go through, for tests whose subject is what follows: the message as stored. */
export async function sentMessage(app: SahelHeartsApp, cookie: string, conversationId: number, body: string) {
  const response = await sendMessage(app, cookie, conversationId, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SendMessageResponse>().message;
}
