// The public site's own endpoints: health, the landing page's counters, events and contact form,
// and the telemetry every page sends (docs/decisions/0028-route-contracts.md). The browser calls
// their zod-free halves (site-endpoints.ts); the server registers these.
import { z } from 'zod';
import { clientErrorInput } from '../contracts/client-errors';
import { contactMessageInput, contactMessageResult } from '../contracts/contact';
import { publicCounters } from '../contracts/counters';
import { eventsResponse } from '../contracts/events';
import { pageViewInput } from '../contracts/page-views';
import { route, withSchemas } from './route';
import * as endpoints from './site-endpoints';

/** Alive: the process answers. Asks nothing of the database, so a restart of it never kills servers (docs/operations.md). */
export const getHealth = route({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  summary: 'Alive: the process answers',
  response: z.strictObject({ status: z.literal('ok') }),
});

/** Ready for traffic (200), or not (503, the same shape): what each check found (docs/operations.md). */
export const getReady = route({
  method: 'GET',
  path: '/api/ready',
  access: 'public',
  summary: 'Ready for traffic, with what each check found',
  description: 'Answers 503 with the same shape when a check fails.',
  response: z.strictObject({
    status: z.enum(['ready', 'not-ready']),
    checks: z.strictObject({
      database: z.enum(['ok', 'unreachable']),
      migrations: z.enum(['ok', 'pending', 'unknown']),
      liveBus: z.enum(['ok', 'disconnected']),
      jobs: z.enum(['ok', 'stopped']),
      accepting: z.enum(['ok', 'shutting-down']),
    }),
  }),
});

export const getCounters = withSchemas(endpoints.getCounters, { response: publicCounters });

export const getEvents = withSchemas(endpoints.getEvents, { response: eventsResponse });

export const sendContactMessage = withSchemas(endpoints.sendContactMessage, { body: contactMessageInput, response: contactMessageResult });

export const recordPageView = withSchemas(endpoints.recordPageView, { body: pageViewInput, response: z.void() });

export const reportClientError = withSchemas(endpoints.reportClientError, { body: clientErrorInput, response: z.void() });
