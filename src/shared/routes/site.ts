// The public site's own endpoints: health, the landing page's counters, events and contact form,
// and the telemetry every page sends (docs/decisions/0028-route-contracts.md).
import { z } from 'zod';
import { clientErrorInput } from '../contracts/client-errors';
import { contactMessageInput, contactMessageResult } from '../contracts/contact';
import { publicCounters } from '../contracts/counters';
import { eventsResponse } from '../contracts/events';
import { pageViewInput } from '../contracts/page-views';
import { route } from './route';

export const getHealth = route({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
});

export const getCounters = route({ method: 'GET', path: '/api/counters', access: 'public', response: publicCounters });

export const getEvents = route({ method: 'GET', path: '/api/events', access: 'public', response: eventsResponse });

export const sendContactMessage = route({
  method: 'POST',
  path: '/api/contact',
  access: 'public',
  body: contactMessageInput,
  response: contactMessageResult,
});

/** Answers 204: nothing. */
export const recordPageView = route({
  method: 'POST',
  path: '/api/page-views',
  access: 'public',
  body: pageViewInput,
  response: z.void(),
});

/** Answers 204: nothing. */
export const reportClientError = route({
  method: 'POST',
  path: '/api/client-errors',
  access: 'public',
  body: clientErrorInput,
  response: z.void(),
});
