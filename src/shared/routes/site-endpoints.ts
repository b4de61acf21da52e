// The public site's endpoints without zod (docs/decisions/0028-route-contracts.md): the landing
// page's counters, events, the contact form and the telemetry every page sends. The first chunk
// and the public pages call these, so they load no zod (docs/targets.md S1); the server registers
// the full contracts of site.ts, built on these with the schemas whose types these carry.
import type { z } from 'zod';
import type { clientErrorInput } from '../contracts/client-errors';
import type { contactMessageInput, contactMessageResult } from '../contracts/contact';
import type { publicCounters } from '../contracts/counters';
import type { eventsResponse } from '../contracts/events';
import type { pageViewInput } from '../contracts/page-views';
import { route, typed } from './route';

export const getCounters = route({
  method: 'GET',
  path: '/api/counters',
  access: 'public',
  summary: "The landing page's public counters",
  response: typed<z.output<typeof publicCounters>>(),
});

export const getEvents = route({
  method: 'GET',
  path: '/api/events',
  access: 'public',
  summary: 'The upcoming community events',
  response: typed<z.output<typeof eventsResponse>>(),
});

export const sendContactMessage = route({
  method: 'POST',
  path: '/api/contact',
  access: 'public',
  summary: 'Send a message through the contact form',
  status: 201,
  body: typed<z.input<typeof contactMessageInput>>(),
  response: typed<z.output<typeof contactMessageResult>>(),
});

/** Answers 204: nothing. */
export const recordPageView = route({
  method: 'POST',
  path: '/api/page-views',
  access: 'public',
  summary: 'Count a page view',
  body: typed<z.input<typeof pageViewInput>>(),
  response: typed<void>(),
});

/** Answers 204: nothing. */
export const reportClientError = route({
  method: 'POST',
  path: '/api/client-errors',
  access: 'public',
  summary: 'Log an error the browser met',
  body: typed<z.input<typeof clientErrorInput>>(),
  response: typed<void>(),
});
