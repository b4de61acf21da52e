// Going or leaving, with the refusal said in the member's language (a Premium-only event, a
// cancelled one) right under the button.
import type { MemberEvent } from '../../../../shared/contracts/member-events';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { useRsvp } from './member-events-api';

export function RsvpButton({ event }: { event: MemberEvent }) {
  const { t } = useTranslation();
  const rsvp = useRsvp();
  const answered = event.myState !== null;
  const full = event.goingCount >= event.capacity;
  let label = t(full ? 'events.member.joinWaitingList' : 'events.member.join');
  if (event.myState === 'going') label = t('events.member.leave');
  if (event.myState === 'waiting') label = t('events.member.leaveWaitingList');
  return (
    <div>
      <button
        type="button"
        className={answered ? 'btn-secondary' : 'btn-primary'}
        disabled={rsvp.isPending}
        onClick={() => rsvp.send({ id: event.id, going: !answered })}
      >
        {rsvp.isPending ? t('events.member.saving') : label}
      </button>
      {rsvp.isError && (
        <div className="mt-2">
          <FormNotice kind="error">{errorMessage(t, rsvp.error)}</FormNotice>
        </div>
      )}
    </div>
  );
}
