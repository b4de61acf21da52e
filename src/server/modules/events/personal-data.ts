// Events' part of "Download my data" and "Delete my account" (docs/decisions/0032-events.md): the
// member's answers to events, the e-mails owed them about events, and their "Show me to my matches
// as going" switch. Erasing their answers frees their places for the first in line, as leaving does.
import { eventMatchSharing, eventNotices, eventRsvps } from '../../db/schema';
import { byMemberId, memberRows } from '../../platform/member-rows';
import type { PersonalDataSource } from '../../platform/personal-data-source';
import { releasePlacesOf } from './rsvp';

export const EVENTS_PERSONAL_DATA: PersonalDataSource[] = [
  {
    ...memberRows('eventAnswers', eventRsvps, byMemberId(eventRsvps.memberId), ['eventId', 'state', 'position', 'createdAt']),
    // Deleting an account is done now: events still to start are the ones whose places go on.
    erase: (tx, { id }) => releasePlacesOf(tx, id, new Date()),
  },
  memberRows('eventEmails', eventNotices, byMemberId(eventNotices.memberId), ['eventId', 'kind', 'createdAt', 'sentAt']),
  memberRows('eventSharing', eventMatchSharing, byMemberId(eventMatchSharing.memberId), ['createdAt']),
];
