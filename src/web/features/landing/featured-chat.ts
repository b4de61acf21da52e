// Where a featured card's Chat button leads (spec section 3: "a profile card's Chat button works
// only for premium users; otherwise an alert says 'Upgrade to Premium to send unlimited
// messages!'"). For a Premium member: the conversation when the two are matched (a conversation's
// id is its match's), else the member's full profile over the deck at /profiles, where Like is.
// A sample card (shown while nobody opted in) is nobody: it leads to the deck of real members.
import type { MatchSummary } from '../../../shared/contracts/discovery';
import { paths } from '../../../shared/paths';
import { OPEN_MEMBER_PARAM } from '../../lib/open-member';

export type ChatTarget = { kind: 'upgrade' } | { kind: 'open'; to: string };

export function chatTarget(memberId: string | null, isPremium: boolean, matches: readonly MatchSummary[] | null): ChatTarget {
  if (!isPremium) return { kind: 'upgrade' };
  if (memberId === null) return { kind: 'open', to: paths.profiles };
  const match = matches?.find((item) => item.member.id === memberId);
  if (match) return { kind: 'open', to: paths.conversation(match.id) };
  return { kind: 'open', to: `${paths.profiles}?${new URLSearchParams({ [OPEN_MEMBER_PARAM]: memberId })}` };
}
