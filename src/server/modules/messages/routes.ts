// The messages API (docs/decisions/0023-messages.md): the member's conversations, a conversation's
// pages, sending, and read marks. Every route is for verified members and every conversation
// route starts with conversationOf, which refuses all but the match's two members alike.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as routes from '../../../shared/routes/messages';
import { noStore, registerRoute } from '../../plugins/route-contracts';
import type { Database } from '../../db/client';
import { requireMember } from '../../plugins/route-access';
import { isPremiumCaller } from '../session';
import { messageAllowanceOf, messagesSentToday } from './allowance';
import { conversationOf, conversationUnavailable } from '../matches';
import { conversationSummariesOf, unreadTotalOf } from './conversation-list';
import type { LiveHub } from '../../platform/live/live-hub';
import { markDelivered, markRead } from './marks';
import { messagePageOf } from './message-page';
import { sendAndTell } from './send-and-tell';
import { partnerOf } from './partner';
import { rowIdParams } from '../../../shared/routes/id-params';

export async function messageRoutes(app: FastifyInstance, options: { db: Database; hub: LiveHub }) {
  const { db, hub } = options;

  /** The conversation id the path names (not yet checked against the caller). */
  const conversationIdIn = (request: FastifyRequest) => {
    const params = rowIdParams.safeParse(request.params);
    if (!params.success) throw conversationUnavailable();
    return params.data.id;
  };
  /** The conversation the path names, if the caller is one of its two members. */
  const conversationIn = (request: FastifyRequest) => conversationOf(db, requireMember(request).id, conversationIdIn(request));

  /** What reached the member's device now: partners are told, wherever their sockets are. */
  const delivered = async (memberId: string, conversationIds: number[], partnerOf: (id: number) => string | undefined) => {
    for (const moved of await markDelivered(db, memberId, conversationIds)) {
      const partnerId = partnerOf(moved.conversationId);
      if (partnerId) await hub.publish({ to: [partnerId], event: { type: 'delivered', ...moved } });
    }
  };

  registerRoute(app, routes.listConversations, async (request, reply) => {
    const memberId = requireMember(request).id;
    const now = new Date();
    const isPremium = await isPremiumCaller(db, request);
    const [conversations, used] = await Promise.all([
      conversationSummariesOf(db, memberId),
      isPremium ? Promise.resolve(0) : messagesSentToday(db, memberId, now),
    ]);
    const partners = new Map(conversations.map((conversation) => [conversation.id, conversation.partner.id]));
    await delivered(
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

  registerRoute(app, routes.getUnreadCount, async (request, reply) => {
    noStore(reply);
    return { unreadTotal: await unreadTotalOf(db, requireMember(request).id) };
  });

  registerRoute(app, routes.getConversation, async (request, reply) => {
    const memberId = requireMember(request).id;
    const conversation = await conversationIn(request);
    const now = new Date();
    const isPremium = await isPremiumCaller(db, request);
    const [partner, page, used] = await Promise.all([
      partnerOf(db, conversation.partnerId),
      messagePageOf(db, memberId, conversation, {}),
      isPremium ? Promise.resolve(0) : messagesSentToday(db, memberId, now),
    ]);
    await delivered(memberId, [conversation.id], () => conversation.partnerId);
    noStore(reply);
    return {
      id: conversation.id,
      partner,
      matchedAt: conversation.matchedAt.toISOString(),
      allowance: messageAllowanceOf(isPremium, used, now),
      ...page,
    };
  });

  registerRoute(app, routes.getMessagePage, async (request, reply, { query }) => {
    const memberId = requireMember(request).id;
    const conversation = await conversationIn(request);
    const page = await messagePageOf(db, memberId, conversation, query);
    if (query.after !== undefined) await delivered(memberId, [conversation.id], () => conversation.partnerId);
    noStore(reply);
    return page;
  });

  // Messages and read marks change no session, stage or deck page: no member-changed signal
  // rides beside every message on the bus (docs/decisions/0026-member-path-caches.md).
  const keepsMemberCaches = true as const;
  const sendLimits = {
    config: {
      keepsMemberCaches,
      // The minute's limit per member is counted by sendMessage, in the statement that stores the message.
    },
  };
  registerRoute(
    app,
    routes.sendMessage,
    async (request, reply, { body: input }) => {
      const memberId = requireMember(request).id;
      const sender = { id: memberId, isPremium: await isPremiumCaller(db, request) };
      const answer = await sendAndTell({ db, hub }, sender, conversationIdIn(request), input, new Date());
      noStore(reply);
      return answer;
    },
    sendLimits,
  );

  registerRoute(
    app,
    routes.markRead,
    async (request, reply, { body: { upTo } }) => {
      const memberId = requireMember(request).id;
      const conversation = await conversationIn(request);
      const moved = await markRead(db, memberId, conversation, upTo);
      if (moved) await hub.publish({ to: [conversation.partnerId], event: { type: 'read', ...moved } });
      noStore(reply);
      return { readUpTo: moved?.upTo ?? null };
    },
    { config: { keepsMemberCaches } },
  );
}
