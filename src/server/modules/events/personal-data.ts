// Events' part of "Download my data" and "Delete my account" (docs/decisions/0032-events.md): the
// member's answers to events and the e-mails owed them about events.
import { eventNotices, eventRsvps } from '../../db/schema';
import { byMemberId, memberRows } from '../../platform/member-rows';
import type { PersonalDataSource } from '../../platform/personal-data-source';

export const EVENTS_PERSONAL_DATA: PersonalDataSource[] = [
  memberRows('eventAnswers', eventRsvps, byMemberId(eventRsvps.memberId), ['eventId', 'state', 'position', 'createdAt']),
  memberRows('eventEmails', eventNotices, byMemberId(eventNotices.memberId), ['eventId', 'kind', 'createdAt', 'sentAt']),
];
