// GET /api/dev/outbox (src/server/modules/dev-outbox): the development outbox, newest first.
// The server answers 404 in production and when real mail (SMTP) is configured.
import { queryOptions } from '@tanstack/react-query';
import { type OutboxMessage, getOutbox } from '../../../shared/routes/dev-outbox';
import { ApiError } from '../../lib/api-client';
import { callApi } from '../../lib/call-api';

export type { OutboxMessage };

export const OUTBOX_LIMIT = 50;

export async function fetchOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  const { messages } = await callApi(getOutbox, { query: { limit: OUTBOX_LIMIT }, signal });
  return messages;
}

/** 404: the outbox is not registered here (production, or real mail or SMS configured). */
export const isUnavailable = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** Both outboxes live under this key: the page's Refresh reloads them together. */
export const DEV_OUTBOX_KEY = ['dev-outbox'] as const;

export const outboxQuery = queryOptions({
  queryKey: [...DEV_OUTBOX_KEY, 'mail'],
  queryFn: ({ signal }) => fetchOutbox(signal),
  // A developer opens this page to see what was just sent: never an older copy.
  staleTime: 0,
});
