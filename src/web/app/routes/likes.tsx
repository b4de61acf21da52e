import { MatchDialog } from '../../features/discovery/match/match-dialog';
import { LikesPage } from '../../features/likes/likes-page';
import { MemberScreen } from '../onboarding/member-screen';
import { EVERY_STEP } from '../onboarding/onboarding-steps';

// Behind every gate, as /profiles: the likers are members of the deck, answered with its swipe,
// and a like back that makes a match opens the deck's match moment (two features, composed here).
export function Component() {
  return (
    <MemberScreen requires={EVERY_STEP} page="likes">
      <LikesPage renderMatch={(match, onClose) => <MatchDialog match={match} onClose={onClose} />} />
    </MemberScreen>
  );
}
