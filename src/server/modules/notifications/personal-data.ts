// The away e-mails' part of "Download my data" and "Delete my account", in the shape of
// src/server/personal-data.ts (docs/decisions/0025-away-notifications.md): the member's
// switch, when they were last seen and when they were last e-mailed. The e-mails themselves are
// with the other e-mails sent (the development outbox only).
import { awayEmailStates } from '../../db/schema';
import { byMemberId, memberRows } from '../../platform/member-rows';
import type { PersonalDataSource } from '../../platform/personal-data-source';

const awayEmails = memberRows('awayEmails', awayEmailStates, byMemberId(awayEmailStates.userId), [
  'enabled',
  'lastSeenAt',
  'lastSentAt',
  'updatedAt',
]);

export const NOTIFICATIONS_PERSONAL_DATA: PersonalDataSource = {
  ...awayEmails,
  // Always one entry: with no row yet, the switch is in its default position (on) all the same.
  collect: async (db, subject) => {
    const rows = (await awayEmails.collect?.(db, subject)) ?? [];
    return rows.length > 0 ? rows : [{ enabled: true, lastSeenAt: null, lastSentAt: null, updatedAt: null }];
  },
};
