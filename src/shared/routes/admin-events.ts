// The admins' events (docs/decisions/0032-events.md): list, create (a draft), edit, publish, cancel.
import { adminEvent, adminEventList, eventInput } from '../contracts/admin-events';
import { rowIdParams } from './id-params';
import { route } from './route';

export const listAdminEvents = route({
  method: 'GET',
  path: '/api/admin/events',
  access: 'admin',
  summary: 'Every event members may join, drafts and cancelled ones too, newest start first',
  response: adminEventList,
});

export const createEvent = route({
  method: 'POST',
  path: '/api/admin/events',
  access: 'admin',
  summary: 'A new event, as a draft',
  body: eventInput,
  status: 201,
  response: adminEvent,
});

export const updateEvent = route({
  method: 'PUT',
  path: '/api/admin/events/:id',
  access: 'admin',
  summary: 'Edit an event; more places go to the waiting list in order',
  params: rowIdParams,
  body: eventInput,
  response: adminEvent,
});

export const publishEvent = route({
  method: 'POST',
  path: '/api/admin/events/:id/publish',
  access: 'admin',
  summary: 'Show a draft to members',
  description: '409 EVENT_UNAVAILABLE for a cancelled event.',
  params: rowIdParams,
  response: adminEvent,
});

export const cancelEvent = route({
  method: 'POST',
  path: '/api/admin/events/:id/cancel',
  access: 'admin',
  summary: 'Cancel an event: everyone going or waiting is told by e-mail, in their language',
  params: rowIdParams,
  response: adminEvent,
});
