// The first message suggested to the member whose like just made a match (docs/decisions/
// 0020-discovery.md, "The match moment"): what the two share, their answered prompts included,
// worded for the other member. Read only when a like makes a match, so the one extra statement
// (the sender's own prompt keys; the other's come with their card) costs nothing on a plain swipe.
import { asc, eq } from 'drizzle-orm';
import type { OpenerSuggestion } from '../../../../shared/contracts/discovery';
import type { Database } from '../../../db/client';
import { profilePrompts } from '../../../db/schema';
import type { MatchingProfile, MemberRow, Viewer } from '../../member-cards';
import { sharedThingsOf } from './shared-things';
import { suggestOpener } from './suggest-opener';

export async function openerOfMatch(
  db: Database,
  viewer: Viewer,
  other: MatchingProfile,
  otherRow: Pick<MemberRow, 'prompts'>,
  matchId: number,
): Promise<OpenerSuggestion> {
  const own = await db
    .select({ key: profilePrompts.promptKey })
    .from(profilePrompts)
    .where(eq(profilePrompts.userId, viewer.row.id))
    .orderBy(asc(profilePrompts.position));
  const prompts = { viewer: own.map((row) => row.key), other: (otherRow.prompts ?? []).map((prompt) => prompt.key) };
  // The same match and sender always get the same words: the seed is theirs, not chance.
  return suggestOpener(sharedThingsOf(viewer.profile, other, prompts), `${matchId}:${viewer.row.id}`, other.gender);
}
