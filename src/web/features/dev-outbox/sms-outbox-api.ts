// GET /api/dev/sms-outbox (src/server/modules/dev-outbox): the text messages the development SMS
// outbox holds, newest first. Registered where the mail outbox is: never in production.
import { apiRequest } from '../../lib/api-client';

export interface SmsOutboxMessage {
  id: number | string;
  to: string;
  text: string;
  createdAt: string;
}

export const SMS_OUTBOX_LIMIT = 20;

export async function fetchSmsOutbox(): Promise<SmsOutboxMessage[]> {
  const { messages } = await apiRequest<{ messages: SmsOutboxMessage[] }>(`/api/dev/sms-outbox?limit=${SMS_OUTBOX_LIMIT}`);
  return messages;
}
