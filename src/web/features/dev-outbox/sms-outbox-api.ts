// GET /api/dev/sms-outbox (src/server/modules/dev-outbox): the text messages the development SMS
// outbox holds, newest first. Registered where the mail outbox is: never in production.
import { queryOptions } from '@tanstack/react-query';
import { getSmsOutbox, type SmsOutboxMessage } from '../../../shared/routes/dev-outbox';
import { callApi } from '../../lib/call-api';
import { DEV_OUTBOX_KEY } from './outbox-api';

export const SMS_OUTBOX_LIMIT = 20;

export async function fetchSmsOutbox(signal?: AbortSignal): Promise<SmsOutboxMessage[]> {
  const { messages } = await callApi(getSmsOutbox, { query: { limit: SMS_OUTBOX_LIMIT }, signal });
  return messages;
}

export const smsOutboxQuery = queryOptions({
  queryKey: [...DEV_OUTBOX_KEY, 'sms'],
  queryFn: ({ signal }) => fetchSmsOutbox(signal),
  staleTime: 0,
});
