import { DEFAULT_LANGUAGE } from '../../../shared/constants';
import type { ContactMessageInput, ContactMessageResult } from '../../../shared/contracts/contact';
import type { Database } from '../../db/client';
import { insertContactMessage, senderAccount } from './queries';

/**
 * Keeps a visitor's message for the admin inbox. The contract has already trimmed every field;
 * the language is remembered so that an answer can be written in it. A message from the e-mail of
 * a Premium member is marked priority: the inbox lists it first (docs/decisions/0033-admin-console.md).
 */
export async function receiveContactMessage(db: Database, input: ContactMessageInput, now = new Date()): Promise<ContactMessageResult> {
  const account = await senderAccount(db, input.email, now);
  const { id, createdAt } = await insertContactMessage(db, {
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    language: input.language ?? DEFAULT_LANGUAGE,
    memberId: account?.id ?? null,
    priority: account?.isPremium ?? false,
  });
  return { id, receivedAt: createdAt.toISOString() };
}
