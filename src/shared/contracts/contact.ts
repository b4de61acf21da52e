import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { text } from './text';

/** The contact form (spec section 5): all four fields required, the e-mail well-formed. */
export const contactMessageInput = z.object({
  name: text().trim().min(1).max(120),
  email: text().trim().max(254).pipe(z.email()),
  subject: text().trim().min(1).max(200),
  message: text().trim().min(1).max(5000),
  language: z.enum(LANGUAGES).optional(),
});
export type ContactMessageInput = z.infer<typeof contactMessageInput>;

export const contactMessageResult = z.strictObject({ id: z.number().int(), receivedAt: z.string() });
export type ContactMessageResult = z.infer<typeof contactMessageResult>;
