// The admins' members pages API (docs/decisions/0033-admin-console.md). A malformed id is 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as routes from '../../../shared/routes/admin-console';
import { memberIdParams } from '../../../shared/routes/id-params';
import { AppError } from '../../errors';
import { requireMember } from '../../plugins/route-access';
import { noStore, pathParamsOr, registerRoute } from '../../plugins/route-contracts';
import { actOnMember, type MemberActionDependencies } from './actions';
import { entriesAbout } from '../audit-log';
import { readMemberFile } from './member-file';
import { accountRow, searchRows } from './queries';
import { changeRole } from './roles';

const memberIdOf = (request: FastifyRequest): string =>
  pathParamsOr(request, memberIdParams, () => new AppError('NOT_FOUND', 'No such member.')).id;

export async function memberAdminRoutes(app: FastifyInstance, options: MemberActionDependencies) {
  const { db } = options;

  registerRoute(app, routes.searchMembers, async (_request, reply, { query }) => {
    noStore(reply);
    const { rows, nextCursor } = await searchRows(db, query.q, query);
    return {
      members: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), restriction: row.restriction ?? null })),
      nextCursor,
    };
  });

  registerRoute(app, routes.getMemberFile, async (request, reply) => {
    noStore(reply);
    return readMemberFile(db, memberIdOf(request));
  });

  registerRoute(app, routes.getMemberHistory, async (request, reply, { query }) => {
    const memberId = memberIdOf(request);
    if (!(await accountRow(db, memberId))) throw new AppError('NOT_FOUND', 'No such member.');
    noStore(reply);
    return entriesAbout(db, memberId, query);
  });

  registerRoute(app, routes.changeMemberRole, async (request, reply, { body }) => {
    const memberId = memberIdOf(request);
    const adminId = requireMember(request).id;
    await changeRole(options, { adminId, memberId, role: body.role, reason: body.reason });
    request.log.info({ adminId, memberId, role: body.role }, 'member role changed');
    noStore(reply);
    return { role: body.role };
  });

  registerRoute(app, routes.actOnMember, async (request, reply, { body }) => {
    const memberId = memberIdOf(request);
    const adminId = requireMember(request).id;
    await actOnMember(options, adminId, memberId, body.action, body.reason);
    request.log.info({ adminId, memberId, action: body.action }, 'member account action');
    noStore(reply);
    return { done: body.action };
  });
}
