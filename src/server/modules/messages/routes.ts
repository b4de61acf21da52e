// The messages API (docs/decisions/0023-messages.md): the member's conversations, a conversation's
// pages, sending, and read marks. Every route is for verified members and every conversation
// route starts with conversationOf, which refuses all but the match's two members alike.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as routes from '../../../shared/routes/messages';
import { noStore, pathParamsOr, registerRoute } from '../../plugins/route-contracts';
import type { Database } from '../../db/client';
import { requireMember } from '../../plugins/route-access';
import { isPremiumCaller } from '../session';
import { messageAllowanceOf, messagesSentToday } from './allowance';
import { conversationOf, conversationUnavailable } from '../matches';
import { conversationSummariesOf } from './conversation-list';
import type { LiveHub } from '../../platform/live/live-hub';
import type { PushAnnouncer } from '../../platform/push-announcer';
import { markDelivered, markRead } from './marks';
import { messagePageOf } from './message-page';
import { sendAndTell } from './send-and-tell';
import { partnerOf } from './partner';
import { rowIdParams } from '../../../shared/routes/id-params';

interface MessageRouteOptions {
  db: Database;
  hub: LiveHub;
  push?: PushAnnouncer;
}

export async function messageRoutes(app: FastifyInstance, options: MessageRouteOptions) {
  registerConversationList(app, options);
  registerConversation(app, options);
  registerMessagePage(app, options);
  registerSendMessage(app, options);
  registerMarkRead(app, options);
}

// Messages and read marks change no session, stage or deck page: no member-changed signal
// rides beside every message on the bus (docs/decisions/0026-member-path-caches.md).
const keepsMemberCaches = true as const;

/** The conversation id the path names (not yet checked against the caller). */
const conversationIdIn = (request: FastifyRequest) => pathParamsOr(request, rowIdParams, conversationUnavailable).id;

/** The conversation the path names, if the caller is one of its two members. */
const conversationIn = (db: Database, request: FastifyRequest) => conversationOf(db, requireMember(request).id, conversationIdIn(request));

/** What reached the member's device now: partners are told, wherever their sockets are. */
async function tellDelivered(
  { db, hub }: MessageRouteOptions,
  memberId: string,
  conversationIds: number[],
  partnerOf: (id: number) => string | undefined,
) {
  for (const moved of await markDelivered(db, memberId, conversationIds)) {
    const partnerId = partnerOf(moved.conversationId);
    if (partnerId) await hub.publish({ to: [partnerId], event: { type: 'delivered', ...moved } });
  }
}

/** The member's conversations; the last messages their partners sent are delivered now. */
function registerConversationList(app: FastifyInstance, options: MessageRouteOptions) {
  const { db } = options;
  registerRoute(app, routes.listConversations, async (request, reply) => {
    const memberId = requireMember(request).id;
    const now = new Date();
    const isPremium = await isPremiumCaller(db, request);
    const [conversations, used] = await Promise.all([
      conversationSummariesOf(db, memberId),
      isPremium ? Promise.resolve(0) : messagesSentToday(db, memberId, now),
    ]);
    const partners = new Map(conversations.map((conversation) => [conversation.id, conversation.partner.id]));
    await tellDelivered(
      options,
      memberId,
      conversations.filter((conversation) => conversation.lastMessage && !conversation.lastMessage.fromMe).map(({ id }) => id),
      (id) => partners.get(id),
    );
    noStore(reply);
    return {
      conversations,
      unreadTotal: conversations.reduce((sum, conversation) => sum + conversation.unread, 0),
      allowance: messageAllowanceOf(isPremium, used, now),
    };
  });
}

/** A conversation opened: its partner, its newest page, the allowance; what the partner sent is delivered. */
function registerConversation(app: FastifyInstance, options: MessageRouteOptions) {
  const { db } = options;
  registerRoute(app, routes.getConversation, async (request, reply) => {
    const memberId = requireMember(request).id;
    const conversation = await conversationIn(db, request);
    const now = new Date();
    const isPremium = await isPremiumCaller(db, request);
    const [partner, page, used] = await Promise.all([
      partnerOf(db, conversation.partnerId),
      messagePageOf(db, memberId, conversation, {}),
      isPremium ? Promise.resolve(0) : messagesSentToday(db, memberId, now),
    ]);
    await tellDelivered(options, memberId, [conversation.id], () => conversation.partnerId);
    noStore(reply);
    return {
      id: conversation.id,
      partner,
      matchedAt: conversation.matchedAt.toISOString(),
      allowance: messageAllowanceOf(isPremium, used, now),
      ...page,
    };
  });
}

/** An earlier or later page of a conversation; a later one is delivered now. */
function registerMessagePage(app: FastifyInstance, options: MessageRouteOptions) {
  const { db } = options;
  registerRoute(app, routes.getMessagePage, async (request, reply, { query }) => {
    const memberId = requireMember(request).id;
    const conversation = await conversationIn(db, request);
    const page = await messagePageOf(db, memberId, conversation, query);
    if (query.after !== undefined) await tellDelivered(options, memberId, [conversation.id], () => conversation.partnerId);
    noStore(reply);
    return page;
  });
}

function registerSendMessage(app: FastifyInstance, { db, hub, push }: MessageRouteOptions) {
  registerRoute(
    app,
    routes.sendMessage,
    async (request, reply, { body: input }) => {
      const memberId = requireMember(request).id;
      const sender = { id: memberId, isPremium: await isPremiumCaller(db, request) };
      const answer = await sendAndTell({ db, hub, ...(push ? { push } : {}) }, sender, conversationIdIn(request), input, new Date());
      noStore(reply);
      return answer;
    },
    // The minute's limit per member is counted by sendMessage, in the statement that stores the message.
    { config: { keepsMemberCaches } },
  );
}

/** The member read up to a message: the partner is told, wherever their sockets are. */
function registerMarkRead(app: FastifyInstance, { db, hub }: MessageRouteOptions) {
  registerRoute(
    app,
    routes.markRead,
    async (request, reply, { body: { upTo } }) => {
      const memberId = requireMember(request).id;
      const conversation = await conversationIn(db, request);
      const moved = await markRead(db, memberId, conversation, upTo);
      if (moved) await hub.publish({ to: [conversation.partnerId], event: { type: 'read', ...moved } });
      noStore(reply);
      return { readUpTo: moved?.upTo ?? null };
    },
    { config: { keepsMemberCaches } },
  );
}
