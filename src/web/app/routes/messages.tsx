import { useParams } from 'react-router';
import { ModalDialog } from '../../features/discovery/dialog/modal-dialog';
import { MemberProfileDialog } from '../../features/discovery/profile/member-profile-dialog';
import { BlockButton } from '../../features/discovery/safety/block-button';
import { ReportButton } from '../../features/discovery/safety/report-button';
import { ConversationEnded } from '../../features/messages/conversation/conversation-ended';
import { ConversationPage } from '../../features/messages/conversation/conversation-page';
import { ConversationsPage } from '../../features/messages/list/conversations-page';
import { MemberScreen } from '../onboarding/member-screen';
import { EVERY_STEP } from '../onboarding/onboarding-steps';

// /messages and /messages/:id, behind every gate as /matches: conversations are between matches.
// The conversation and discovery's dialogs (the partner's profile, block, report, and report
// one message from its safety notice) are two features, composed here (docs/architecture.md:
// only app/ imports several).
export function Component() {
  const { id } = useParams();
  return (
    <MemberScreen requires={EVERY_STEP} page="messages">
      {id === undefined ? (
        <ConversationsPage />
      ) : /^[1-9][0-9]{0,15}$/.test(id) ? (
        // Keyed: another conversation starts from a fresh screen (scroll, composer, typing).
        <ConversationPage
          key={id}
          conversationId={Number(id)}
          Dialog={ModalDialog}
          renderProfile={(memberId, close, onGone) => (
            <MemberProfileDialog memberId={memberId} open onClose={close} onBlocked={onGone} onReported={onGone} />
          )}
          renderSafetyActions={(partner, onEnded, className) => (
            <>
              <BlockButton member={partner} onBlocked={onEnded} className={className} />
              <ReportButton member={partner} onReported={onEnded} className={className} />
            </>
          )}
          renderReportMessage={({ partner, messageId, reason }, onEnded, className) => (
            <ReportButton member={partner} messageId={messageId} defaultReason={reason} onReported={onEnded} className={className} />
          )}
        />
      ) : (
        // No conversation has such an id.
        <ConversationEnded />
      )}
    </MemberScreen>
  );
}
