import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { isoTime } from './iso-time';
import { text } from './text';

// The admins' contact inbox (docs/decisions/0033-admin-console.md): every message sent through
// /contact, Premium members' first, each with its status and its thread of replies.

export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_REPLY_MAX_LENGTH = 5000;

/** GET /api/admin/contact?status=: one status, or every message. */
export const contactInboxQuery = z.strictObject({ status: z.enum([...CONTACT_STATUSES, 'all']).default('new') });
export type ContactInboxFilter = z.input<typeof contactInboxQuery>['status'];

const language = z.enum(LANGUAGES);

export const contactMessageSummary = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  language,
  status: z.enum(CONTACT_STATUSES),
  /** Sent by a Premium member: listed first. */
  priority: z.boolean(),
  receivedAt: isoTime,
  replies: z.number().int().min(0),
});
export type ContactMessageSummary = z.infer<typeof contactMessageSummary>;

export const contactInbox = z.strictObject({ messages: z.array(contactMessageSummary) });

export const contactReply = z.strictObject({
  id: z.number().int(),
  body: z.string(),
  language,
  sentAt: isoTime,
  /** Who answered; null once their account is gone. */
  admin: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
});

/** GET /api/admin/contact/:id: the message and its thread, oldest first. */
export const contactThread = z.strictObject({
  message: contactMessageSummary.extend({ message: z.string(), memberId: z.string().nullable() }),
  replies: z.array(contactReply),
});
export type ContactThread = z.infer<typeof contactThread>;

export const contactReplyInput = z.strictObject({ body: text().trim().min(1, 'required').max(CONTACT_REPLY_MAX_LENGTH) });

export const contactStatusInput = z.strictObject({ status: z.enum(CONTACT_STATUSES) });
