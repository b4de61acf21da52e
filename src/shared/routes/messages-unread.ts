// How many messages wait unread (docs/decisions/0023-messages.md), for the header every page of a
// verified member shows. Apart from messages.ts, whose schemas would bring zod to the first chunk.
import type { UnreadCount } from '../contracts/messages';
import { route, typed } from './route';

export const getUnreadCount = route({
  method: 'GET',
  path: '/api/conversations/unread',
  access: 'verified',
  summary: 'How many messages wait unread',
  response: typed<UnreadCount>(),
});
