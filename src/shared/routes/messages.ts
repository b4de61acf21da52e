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
} from '../contracts/messages';
import { fileAnswer, route } from './route';

export const listConversations = route({
  method: 'GET',
  path: '/api/conversations',
  access: 'verified',
  summary: "The member's conversations and message allowance",
  response: conversationList,
});

export const getConversation = route({
  method: 'GET',
  path: '/api/conversations/:id',
  access: 'verified',
  summary: 'One conversation with its partner',
  description: "A malformed id is 404, like someone else's conversation.",
  response: conversationView,
});

export const getMessagePage = route({
  method: 'GET',
  path: '/api/conversations/:id/messages',
  access: 'verified',
  summary: "A page of a conversation's messages",
  query: messagePageQuery,
  response: messagePage,
});

export const sendMessage = route({
  method: 'POST',
  path: '/api/conversations/:id/messages',
  access: 'verified',
  summary: 'Send a message',
  body: sendMessageInput,
  response: sendMessageResponse,
});

export const markRead = route({
  method: 'POST',
  path: '/api/conversations/:id/read',
  access: 'verified',
  summary: "Mark a conversation's messages read",
  body: readInput,
  response: readResponse,
});

/** The live socket: its frames are liveEvent and liveCommand (contracts/messages.ts). */
export const liveSocket = route({
  method: 'GET',
  path: '/api/live',
  access: 'verified',
  summary: 'The live socket: new messages, read marks and closed conversations',
  description: 'A WebSocket, not JSON: its frames are the shared liveEvent schema (src/shared/contracts/messages.ts).',
  response: fileAnswer,
});
