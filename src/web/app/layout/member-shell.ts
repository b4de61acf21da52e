// The member's shell (docs/architecture.md, "The member's shell"): once a member has passed every
// onboarding step, the places of a dating app (Discover, Likes, Matches, Messages, Me) are tabs,
// at the bottom of a phone and in the header of a wide screen, and the member's own screens go
// without the marketing footer.
import { paths } from '../../../shared/paths';
import { useSession } from '../../lib/session/use-session';
import { EVERY_STEP, firstUnmetStep } from '../onboarding/onboarding-steps';

/** The member has passed every step: the only members the deck, matches and messages answer. */
export function useMemberShell(): boolean {
  const { me } = useSession();
  return me.isAuthenticated && firstUnmetStep(me, EVERY_STEP) === null;
}

/** One conversation: a full-height screen with its composer at the bottom, where the tab bar steps aside. */
export const isConversationScreen = (pathname: string) => /^\/messages\/[^/]+\/?$/.test(pathname);

const MEMBER_SCREENS: readonly string[] = [paths.home, paths.profiles, paths.likes, paths.matches, paths.messages];

/** The member's screens (home, deck, likes, matches, conversations): no marketing footer there. */
export const isMemberScreen = (pathname: string) => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MEMBER_SCREENS.includes(path) || isConversationScreen(path);
};
