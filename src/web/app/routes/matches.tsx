import { ModalDialog } from '../../features/discovery/dialog/modal-dialog';
import { MemberProfileDialog } from '../../features/discovery/profile/member-profile-dialog';
import { MatchesPage } from '../../features/matches/matches-page';
import { MemberScreen } from '../onboarding/member-screen';
import { EVERY_STEP } from '../onboarding/onboarding-steps';

// Behind every gate, as /profiles: matches come from the deck. The list and discovery's profile
// and dialog are two features, composed here (docs/architecture.md: only app/ imports several).
export function Component() {
  return (
    <MemberScreen requires={EVERY_STEP} page="matches">
      <MatchesPage
        Dialog={ModalDialog}
        renderProfile={(member, close, onGone) => (
          <MemberProfileDialog memberId={member.id} open onClose={close} onBlocked={onGone} onReported={onGone} />
        )}
      />
    </MemberScreen>
  );
}
