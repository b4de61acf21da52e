// GET /api/dev/outbox (src/server/modules/dev-outbox): the development outbox, newest first.
// The server answers 404 in production and when real mail (SMTP) is configured.
import { apiRequest } from '../../lib/api-client';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export const OUTBOX_LIMIT = 50;

export async function fetchOutbox(): Promise<OutboxMessage[]> {
  const { messages } = await apiRequest<{ messages: OutboxMessage[] }>(`/api/dev/outbox?limit=${OUTBOX_LIMIT}`);
  return messages;
}
