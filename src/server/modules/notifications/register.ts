// Wires the away e-mails into the app (docs/decisions/0025-away-notifications.md): the presence
// record (every member request, every live socket) and two jobs on the job queue
// (docs/decisions/0030-job-queue.md): on each server, its sockets' members are here now; across
// all servers, once per due time, the e-mails. Called by app.ts before the routes are registered,
// so that its hooks see every route.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import type { JobQueue } from '../../adapters/job-queue';
import type { MailSender } from '../../adapters/mail';
import type { Database } from '../../db/client';
import { type AnnounceResult, announceToAwayMembers } from './away-emails';
import { Presence } from './presence';

export interface AwayEmailsOptions {
  db: Database;
  mail: MailSender;
  publicOrigin: string;
  jobs: JobQueue;
  everySeconds: number;
}

const AWAY_EMAILS_JOB = 'away-emails';
const SOCKET_PRESENCE_JOB = 'socket-presence';

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

  // Every server, as often as the e-mails: a member with a socket open anywhere stays "here".
  options.jobs.register({
    name: SOCKET_PRESENCE_JOB,
    scope: 'each-server',
    everySeconds: options.everySeconds,
    handler: (now) => presence.refreshSockets(now),
  });
  // Once across all servers; the server that runs it writes its own sockets' members first.
  options.jobs.register({ name: AWAY_EMAILS_JOB, scope: 'cluster', everySeconds: options.everySeconds, handler: run });
  app.addHook('onReady', async () => {
    app.websocketServer.on('connection', onSocket);
  });
  // The presence writes finish before the database closes (the queue waits for its runs).
  app.addHook('onClose', async () => {
    app.websocketServer.off('connection', onSocket);
    await presence.settled();
  });
}
