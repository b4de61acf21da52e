// Messages (docs/decisions/0023-messages.md): conversations, their pages, sending, read marks and
// the live socket. A malformed conversation id is 404, like someone else's conversation.
import {
  conversationList,
  conversationView,
  messagePage,
  messagePageQuery,
  readInput,
  readResponse,
  sendMessageInput,
  sendMessageResponse,
  unreadCount,
} from '../contracts/messages';
import * as unread from './messages-unread';
import { fileAnswer, route, withSchemas } from './route';

/** The browser asks its zod-free half (messages-unread.ts): the header in the first chunk asks it on every page (docs/targets.md S1). */
export const getUnreadCount = withSchemas(unread.getUnreadCount, { response: unreadCount });

export const listConversations = route({
  method: 'GET',
  path: '/api/conversations',
  access: 'verified',
  response: conversationList,
});

export const getConversation = route({
  method: 'GET',
  path: '/api/conversations/:id',
  access: 'verified',
  response: conversationView,
});

export const getMessagePage = route({
  method: 'GET',
  path: '/api/conversations/:id/messages',
  access: 'verified',
  query: messagePageQuery,
  response: messagePage,
});

export const sendMessage = route({
  method: 'POST',
  path: '/api/conversations/:id/messages',
  access: 'verified',
  body: sendMessageInput,
  response: sendMessageResponse,
});

export const markRead = route({
  method: 'POST',
  path: '/api/conversations/:id/read',
  access: 'verified',
  body: readInput,
  response: readResponse,
});

/** The live socket: its frames are liveEvent and liveCommand (contracts/messages.ts). */
export const liveSocket = route({ method: 'GET', path: '/api/live', access: 'verified', response: fileAnswer });
