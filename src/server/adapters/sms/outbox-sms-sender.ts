// Development and tests: keep each text message in sms_outbox instead of sending it, so nothing
// leaves the machine, /dev/outbox shows the code, and tests can read it.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import type { SmsMessage, SmsSender } from './sms-sender';

export function createOutboxSmsSender(db: Database): SmsSender {
  return {
    async send(message) {
      await db.insert(smsOutbox).values(message);
    },
  };
}

/** Messages sent to one number, newest first. */
export async function readSmsOutbox(db: Database, to: string): Promise<SmsMessage[]> {
  return db.select({ to: smsOutbox.to, text: smsOutbox.text }).from(smsOutbox).where(eq(smsOutbox.to, to)).orderBy(desc(smsOutbox.id));
}
