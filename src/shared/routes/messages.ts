// Messages (docs/decisions/0023-messages.md): conversations, their pages, sending, read marks and
// the live socket. A malformed conversation id is 404, like someone else's conversation.
import {
  type ConversationList,
  type ConversationView,
  type MessagePage,
  messagePageQuery,
  readInput,
  sendMessageInput,
  type SendMessageResponse,
} from '../contracts/messages';
import { fileAnswer, route, typed } from './route';

/** Its own zod-free file: the header in the first chunk asks it on every page (docs/targets.md S1). */
export { getUnreadCount } from './messages-unread';

export const listConversations = route({
  method: 'GET',
  path: '/api/conversations',
  access: 'verified',
  response: typed<ConversationList>(),
});

export const getConversation = route({
  method: 'GET',
  path: '/api/conversations/:id',
  access: 'verified',
  response: typed<ConversationView>(),
});

export const getMessagePage = route({
  method: 'GET',
  path: '/api/conversations/:id/messages',
  access: 'verified',
  query: messagePageQuery,
  response: typed<MessagePage>(),
});

export const sendMessage = route({
  method: 'POST',
  path: '/api/conversations/:id/messages',
  access: 'verified',
  body: sendMessageInput,
  response: typed<SendMessageResponse>(),
});

export const markRead = route({
  method: 'POST',
  path: '/api/conversations/:id/read',
  access: 'verified',
  body: readInput,
  response: typed<{ readUpTo: number | null }>(),
});

/** The live socket: its frames are LiveEvent and LiveCommand (contracts/messages.ts). */
export const liveSocket = route({ method: 'GET', path: '/api/live', access: 'verified', response: fileAnswer });
