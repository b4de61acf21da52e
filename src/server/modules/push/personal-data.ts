// Push notifications' part of "Download my data" and "Delete my account"
// (docs/decisions/0035-push-notifications.md): the member's devices (not their keys, which are the
// browser's secrets) with each one's choices, the member's quiet hours, and the notices waiting to be sent to them. Deleting the
// account forgets the devices, so nothing more reaches them.
import { eq, or } from 'drizzle-orm';
import { pushNotices, pushSettings, pushSubscriptions } from '../../db/schema';
import { byMemberId, memberRows } from '../../platform/member-rows';
import type { PersonalDataSource } from '../../platform/personal-data-source';

export const PUSH_PERSONAL_DATA: PersonalDataSource[] = [
  {
    name: 'pushNotificationsWaiting',
    erase: async (tx, { id }) => {
      await tx.delete(pushNotices).where(or(eq(pushNotices.memberId, id), eq(pushNotices.actorId, id)));
    },
  },
  memberRows('pushDevices', pushSubscriptions, byMemberId(pushSubscriptions.memberId), [
    'endpoint',
    'deviceLabel',
    'createdAt',
    'lastSuccessAt',
    'newMatch',
    'newMessage',
    'newLike',
    'eventReminder',
    'privateMode',
    'showMessageText',
  ]),
  memberRows('pushSettings', pushSettings, byMemberId(pushSettings.memberId), ['quietStart', 'quietEnd', 'timeZone', 'updatedAt']),
];
