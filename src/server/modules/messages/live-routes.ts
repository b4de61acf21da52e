// GET /api/live: the member's socket (docs/decisions/0023-messages.md). The handshake goes through
// every check an HTTP request does: the access check (a verified member's session cookie) and the
// cross-site check (our origin only, plugins/cross-site-requests.ts). The browser may send a
// message on it (live-send.ts: the POST's checks and send, answered by a `sent` or `send-refused`
// event), say it is typing, and ping. Each socket has a
// budget of frames and is closed past it; "typing" is answered from what the socket already
// knows of its member's conversations, without a database read per frame; and it closes as soon
// as the session it was opened with ends, on whichever server it is.
import { liveSocket } from '../../../shared/routes/messages';
import { contractRouteBase } from '../../plugins/route-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { LIVE_CLOSE, type LiveCommand, liveCommand } from '../../../shared/contracts/messages';
import { parseJsonWith } from '../../../shared/parse-json';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Member } from '../../plugins/route-access';
import { requireMember } from '../../plugins/route-access';
import { conversationOf, conversationsWithPartnersOf } from '../matches';
import { FRAME_BURST, FrameBudget } from './frame-budget';
import type { LiveHub } from '../../platform/live/live-hub';
import { LiveConversations, MAX_KNOWN_CONVERSATIONS } from './live-conversations';
import { type LiveSendOptions, type SendCommand, sendFromSocket } from './live-send';

/**
 * How often an open socket checks that its session still stands, in case a signal that it
 * ended was lost by the bus (docs/decisions/0023-messages.md, "Sessions").
 */
export const SESSION_RECHECK_MS = 60_000;
/** Messages sent on a socket whose own `message` event it still waits for: a frame budget's burst, twice over. */
const MAX_SENT_HERE = 2 * FRAME_BURST;
/** The longest a timer may wait (setTimeout's limit, about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A session found still standing at its end (extended meanwhile, or a clock a moment behind) is looked at again no sooner. */
const MIN_EXPIRY_CHECK_MS = 1_000;

type SessionNow = NonNullable<Member['session']>;

export interface LiveRouteOptions extends Omit<LiveSendOptions, 'hub'> {
  db: Database;
  hub: LiveHub;
  /** The session the socket's cookie stands for now, or null when it is over. */
  readSession: (request: FastifyRequest) => Promise<SessionNow | null>;
}

const parseCommand = (data: unknown): LiveCommand | null => parseJsonWith(liveCommand, String(data));

export async function liveRoutes(app: FastifyInstance, options: LiveRouteOptions) {
  const { db, hub } = options;

  app.get(liveSocket.path, { websocket: true, config: contractRouteBase(liveSocket).config }, (socket: WebSocket, request) => {
    const member = requireMember(request);
    const memberId = member.id;
    const session = member.session;
    // Every caller the access check lets through has one; without it nothing could close the socket.
    if (!session) return void socket.close(LIVE_CLOSE.signedOut, 'signed out');

    /** Stops everything this socket does here, once, as soon as it is closing. */
    let finished = false;
    let expiry: ReturnType<typeof setTimeout> | undefined;
    // The backstop for a signal the bus lost: every minute, the session asked again.
    const recheck = setInterval(() => checkSession(), SESSION_RECHECK_MS);
    recheck.unref();
    let leave = () => {};
    const finish = (code?: number, reason?: string) => {
      if (finished) return;
      finished = true;
      clearInterval(recheck);
      clearTimeout(expiry);
      leave();
      if (code) socket.close(code, reason);
    };

    const conversations = new LiveConversations(
      {
        all: async () => {
          const rows = await conversationsWithPartnersOf(db, memberId, MAX_KNOWN_CONVERSATIONS);
          return new Map(rows.map((row) => [row.id, row.partnerId]));
        },
        one: (conversationId) =>
          conversationOf(db, memberId, conversationId).then(
            (conversation) => conversation.partnerId,
            (error: unknown) => {
              if (error instanceof AppError) return null;
              throw error;
            },
          ),
      },
      (error) => request.log.error({ err: error }, 'conversations of a live socket not read'),
    );
    void conversations.load(Date.now());
    /**
     * The clientIds of the messages sent on this socket whose `message` event has not come back to
     * it yet. Bounded: one left over (a retry, which the bus does not announce again, or a refusal)
     * could only hold back the event of the same message, which its answer carried already.
     */
    const sentHere = new Set<string>();
    leave = hub.join(memberId, {
      sessionId: session.id,
      send: (event, text) => {
        if (event.type === 'closed') conversations.forget(event.conversationId);
        // A message this socket sent is answered on it with the stored message (`sent`): its
        // `message` event is not sent to it as well (the member's other sockets get it).
        if (event.type === 'message' && event.message.fromMe && sentHere.delete(event.message.clientId)) return;
        socket.send(text());
      },
      signOut: () => finish(LIVE_CLOSE.signedOut, 'signed out'),
    });

    /** Asks whether the session still stands; closes the socket when not, else waits for its end again. */
    const checkSession = () => {
      options.readSession(request).then(
        (now) => {
          if (!now || now.id !== session.id) return finish(LIVE_CLOSE.signedOut, 'signed out');
          closeAtEnd(now.endsAt);
        },
        (error: unknown) => request.log.error({ err: error }, 'session recheck failed'),
      );
    };
    /** An expiry is announced by no one: a timer at the session's end looks at it then. */
    const closeAtEnd = (endsAt: Date) => {
      if (finished) return;
      clearTimeout(expiry);
      const wait = Math.min(MAX_TIMER_MS, Math.max(MIN_EXPIRY_CHECK_MS, endsAt.getTime() - Date.now() + 1));
      expiry = setTimeout(checkSession, wait);
      expiry.unref();
    };
    closeAtEnd(session.endsAt);

    const onTyping = async (conversationId: number) => {
      const partnerId = await conversations.typingTo(conversationId, Date.now());
      if (partnerId && !finished) await hub.publish({ to: [partnerId], event: { type: 'typing', conversationId } });
    };

    /** A message sent on the socket: answered on it, unless it closed meanwhile. */
    const onSend = async (command: SendCommand) => {
      sentHere.add(command.input.clientId);
      if (sentHere.size > MAX_SENT_HERE) sentHere.delete(sentHere.values().next().value!);
      const { answer, signedOut } = await sendFromSocket(options, request, session.id, command);
      if (answer.type === 'send-refused') sentHere.delete(command.input.clientId);
      if (finished) return;
      socket.send(JSON.stringify(answer));
      if (signedOut) finish(LIVE_CLOSE.signedOut, 'signed out');
    };

    const budget = new FrameBudget(Date.now());
    socket.on('message', (data) => {
      // Frames already read when the socket began to close are not looked at.
      if (finished) return;
      if (!budget.take(Date.now())) {
        request.log.warn({ memberId }, 'live socket closed: more frames than its budget');
        return finish(LIVE_CLOSE.policy, 'too many frames');
      }
      const command = parseCommand(data);
      if (!command) return finish(LIVE_CLOSE.policy, 'unknown command');
      if (command.type === 'ping') return socket.send(JSON.stringify({ type: 'pong' }));
      if (command.type === 'send')
        return void onSend(command).catch((error: unknown) => request.log.error({ err: error }, 'send not answered'));
      onTyping(command.conversationId).catch((error: unknown) => request.log.error({ err: error }, 'typing not sent'));
    });
    socket.on('close', () => finish());
    // A protocol error (a frame too big): ws is already closing it with its code (1009), and
    // waits for the client's answer; the hub lets go of it now.
    socket.on('error', () => finish());
  });
}
