import { DEFAULT_LANGUAGE } from '../../../shared/constants';
import type { ContactMessageInput, ContactMessageResult } from '../../../shared/contracts/contact';
import type { Database } from '../../db/client';
import { insertContactMessage } from './queries';

/**
 * Keeps a visitor's message for the admin inbox. The contract has already trimmed every field;
 * the language is remembered so that an answer can be written in it.
 */
export async function receiveContactMessage(db: Database, input: ContactMessageInput): Promise<ContactMessageResult> {
  const { id, createdAt } = await insertContactMessage(db, {
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    language: input.language ?? DEFAULT_LANGUAGE,
  });
  return { id, receivedAt: createdAt.toISOString() };
}
