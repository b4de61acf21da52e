import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
}

export async function insertContactMessage(db: Database, message: NewContactMessage): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row;
}
