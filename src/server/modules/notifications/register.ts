// Wires the away e-mails into the app (docs/decisions/0025-away-notifications.md): the presence
// record (every member request, every live socket) and, on servers that run it, the job on a
// timer that starts when the app is ready and stops when it closes. Called by app.ts before the
// routes are registered, so that its hooks see every route.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import type { MailSender } from '../../adapters/mail';
import type { Database } from '../../db/client';
import { type AnnounceResult, announceToAwayMembers } from './away-emails';
import { Presence } from './presence';

export interface AwayEmailsOptions {
  db: Database;
  mail: MailSender;
  publicOrigin: string;
  /** Run the job on a timer here (servers do; test apps only when a test asks). */
  schedule: boolean;
  everyMs: number;
}

export interface AwayEmails {
  /** One run at `now`: the sockets open here count as presence first. Tests call it with their own clock. */
  run(now: Date): Promise<AnnounceResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    awayEmails: AwayEmails;
  }
}

export function registerAwayEmails(app: FastifyInstance, options: AwayEmailsOptions): void {
  const { db, mail, publicOrigin } = options;
  const presence = new Presence(db, app.log);

  // After the answer, so the member never waits on it; routes below 'member' have no member.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.member) presence.seen(request.member.id);
    done();
  });
  // A socket's handshake passed the access check: its member is known until the socket closes.
  const socketMembers = new WeakMap<IncomingMessage, string>();
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.member && request.ws) socketMembers.set(request.raw, request.member.id);
    done();
  });
  const onSocket = (socket: WebSocket, raw: IncomingMessage) => {
    const memberId = socketMembers.get(raw);
    if (!memberId) return;
    presence.socketOpened(memberId);
    socket.once('close', () => presence.socketClosed(memberId));
  };

  const run = async (now: Date) => {
    await presence.settled();
    await presence.refreshSockets(now);
    return announceToAwayMembers(db, mail, { now, publicOrigin, log: app.log });
  };
  app.decorate('awayEmails', { run });

  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run(new Date())
      .then(
        (result) => app.log.info(result, 'away e-mails ran'),
        (error: unknown) => app.log.warn({ err: error }, 'away e-mails failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    app.websocketServer.on('connection', onSocket);
    if (!options.schedule) return;
    timer = setInterval(tick, options.everyMs);
    timer.unref();
  });
  // The run in progress and the presence writes finish before the database closes.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    app.websocketServer.off('connection', onSocket);
    await running;
    await presence.settled();
  });
}
