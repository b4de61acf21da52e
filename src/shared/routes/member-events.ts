// Events members may join (docs/decisions/0032-events.md): the list near them, one event, going
// or leaving, and the calendar file. For verified members; a Premium-only event refuses a Basic
// member with EVENT_PREMIUM_ONLY.
import { eventSharing, memberEvent, memberEventList } from '../contracts/member-events';
import { rowIdParams } from './id-params';
import { fileAnswer, route } from './route';

export const listMemberEvents = route({
  method: 'GET',
  path: '/api/events/upcoming',
  access: 'verified',
  summary: 'Upcoming events, nearest first, with how many are going and the member’s own answer',
  response: memberEventList,
});

export const getMemberEvent = route({
  method: 'GET',
  path: '/api/events/:id',
  access: 'verified',
  summary: 'One event; its venue when the member is going',
  params: rowIdParams,
  response: memberEvent,
});

export const joinEvent = route({
  method: 'PUT',
  path: '/api/events/:id/rsvp',
  access: 'verified',
  summary: 'Going: a place while there is one, else the waiting list',
  description: '403 EVENT_PREMIUM_ONLY for a Basic member on a Premium-only event; 409 EVENT_UNAVAILABLE once cancelled or started.',
  params: rowIdParams,
  response: memberEvent,
});

export const leaveEvent = route({
  method: 'DELETE',
  path: '/api/events/:id/rsvp',
  access: 'verified',
  summary: 'Not going any more: a freed place goes to the first in line, who is told by e-mail',
  params: rowIdParams,
  response: memberEvent,
});

export const getEventCalendar = route({
  method: 'GET',
  path: '/api/events/:id/calendar.ics',
  access: 'verified',
  summary: 'The event as an iCalendar file (text/calendar), with its venue for members who are going',
  params: rowIdParams,
  response: fileAnswer,
});

export const getEventSharing = route({
  method: 'GET',
  path: '/api/events/sharing',
  access: 'verified',
  summary: 'Whether the member is shown to their matches among the members going to an event',
  response: eventSharing,
});

export const saveEventSharing = route({
  method: 'PUT',
  path: '/api/events/sharing',
  access: 'verified',
  summary: 'Show the member to their matches as going, or not (off by default)',
  description:
    'One switch for every event. Members see their matches going only while they are shown themselves: both sides choose (docs/decisions/0032-events.md).',
  body: eventSharing,
  response: eventSharing,
});
