// The admins' contact inbox API (docs/decisions/0033-admin-console.md). A malformed id is 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getContactThread, listContactMessages, replyToContactMessage, setContactStatus } from '../../../shared/routes/admin-console';
import { rowIdParams } from '../../../shared/routes/id-params';
import type { MailSender } from '../../adapters/mail';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { requireMember } from '../../plugins/route-access';
import { noStore, pathParamsOr, registerRoute } from '../../plugins/route-contracts';
import { answerMessage, changeStatus, listInbox, readThread } from './inbox';

const messageIdOf = (request: FastifyRequest): number =>
  pathParamsOr(request, rowIdParams, () => new AppError('NOT_FOUND', 'No such contact message.')).id;

export async function contactAdminRoutes(app: FastifyInstance, options: { db: Database; mail: MailSender }) {
  const { db, mail } = options;

  registerRoute(app, listContactMessages, async (_request, reply, { query }) => {
    noStore(reply);
    return listInbox(db, query.status);
  });

  registerRoute(app, getContactThread, async (request, reply) => {
    noStore(reply);
    return readThread(db, messageIdOf(request));
  });

  registerRoute(app, replyToContactMessage, async (request, reply, { body }) => {
    const id = messageIdOf(request);
    const thread = await answerMessage(db, mail, requireMember(request).id, id, body.body);
    request.log.info({ contactMessageId: id }, 'contact message answered');
    noStore(reply);
    return thread;
  });

  registerRoute(app, setContactStatus, async (request, reply, { body }) => {
    noStore(reply);
    return changeStatus(db, requireMember(request).id, messageIdOf(request), body.status);
  });
}
