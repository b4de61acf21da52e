// The development outboxes: the e-mails and text messages that would have gone out. Registered
// only outside production and without SMTP (server modules/dev-outbox).
import { z } from 'zod';
import { route } from './route';

const outboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const outboxMessage = z.strictObject({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const smsOutboxMessage = z.strictObject({ id: z.number(), to: z.string(), text: z.string(), createdAt: z.string() });
export type SmsOutboxMessage = z.infer<typeof smsOutboxMessage>;

export const getOutbox = route({
  method: 'GET',
  path: '/api/dev/outbox',
  access: 'public',
  summary: 'Development only: the e-mails that would have been sent',
  query: outboxQuery,
  response: z.strictObject({ messages: z.array(outboxMessage) }),
});

export const getSmsOutbox = route({
  method: 'GET',
  path: '/api/dev/sms-outbox',
  access: 'public',
  summary: 'Development only: the text messages that would have been sent',
  query: outboxQuery,
  response: z.strictObject({ messages: z.array(smsOutboxMessage) }),
});
