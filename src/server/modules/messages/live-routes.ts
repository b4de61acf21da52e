// GET /api/live: the member's socket (docs/decisions/0023-messages.md). The handshake goes through
// every check an HTTP request does: the access check (a verified member's session cookie) and the
// cross-site check (our origin only, plugins/cross-site-requests.ts). The socket only listens:
// messages are written over HTTP; the browser may say it is typing, and ping.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { type LiveCommand, liveCommand } from '../../../shared/contracts/messages';
import type { Database } from '../../db/client';
import { requireMember } from '../../plugins/route-access';
import { conversationOf } from './conversation';
import type { LiveHub } from './live-hub';

/** How often an open socket checks that its session still stands (sign-out everywhere, a ban). */
export const SESSION_RECHECK_MS = 60_000;
/** Typing signals per conversation and socket: at most one in this time. */
const TYPING_EVERY_MS = 2_000;
/** Close codes the browser reads: 4401 signed out (do not reconnect). */
export const CLOSE_SIGNED_OUT = 4401;

export interface LiveRouteOptions {
  db: Database;
  hub: LiveHub;
  stillSignedIn: (request: FastifyRequest) => Promise<boolean>;
}

function parseCommand(data: unknown): LiveCommand | null {
  try {
    const parsed = liveCommand.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function liveRoutes(app: FastifyInstance, options: LiveRouteOptions) {
  const { db, hub } = options;

  app.get('/api/live', { websocket: true, config: { access: 'verified' } }, (socket: WebSocket, request) => {
    const memberId = requireMember(request).id;
    const leave = hub.join(memberId, {
      send: (event) => socket.send(JSON.stringify(event)),
      signOut: () => finish(CLOSE_SIGNED_OUT, 'signed out'),
    });
    const lastTyping = new Map<number, number>();

    const onTyping = async (conversationId: number) => {
      const now = Date.now();
      if (now - (lastTyping.get(conversationId) ?? 0) < TYPING_EVERY_MS) return;
      lastTyping.set(conversationId, now);
      // Asked each time (at most every TYPING_EVERY_MS): a conversation ended a moment ago says nothing more.
      const partnerId = await conversationOf(db, memberId, conversationId).then(
        (conversation) => conversation.partnerId,
        () => null,
      );
      if (partnerId) await hub.publish({ to: [partnerId], event: { type: 'typing', conversationId } });
    };

    const recheck = setInterval(() => {
      options.stillSignedIn(request).then(
        (signedIn) => signedIn || finish(CLOSE_SIGNED_OUT, 'signed out'),
        (error: unknown) => request.log.error({ err: error }, 'session recheck failed'),
      );
    }, SESSION_RECHECK_MS);
    recheck.unref();

    /** Stops everything this socket does here, once, as soon as it is closing. */
    let finished = false;
    const finish = (code?: number, reason?: string) => {
      if (finished) return;
      finished = true;
      clearInterval(recheck);
      leave();
      if (code) socket.close(code, reason);
    };
    socket.on('message', (data) => {
      const command = parseCommand(data);
      if (!command) return finish(1008, 'unknown command');
      if (command.type === 'ping') return socket.send(JSON.stringify({ type: 'pong' }));
      onTyping(command.conversationId).catch((error: unknown) => request.log.error({ err: error }, 'typing not sent'));
    });
    socket.on('close', () => finish());
  });
}
