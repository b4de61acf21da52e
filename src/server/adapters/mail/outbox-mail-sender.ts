// Development and tests: keep each message in mail_outbox instead of sending it, so nothing
// leaves the machine and tests can read the links a member would click.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage, MailSender } from './mail-sender';

export function createOutboxMailSender(db: Database): MailSender {
  return {
    async send(message) {
      await db.insert(mailOutbox).values(message);
    },
  };
}

/** Messages sent to one address, newest first. */
export async function readOutbox(db: Database, to: string): Promise<MailMessage[]> {
  return db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id));
}
