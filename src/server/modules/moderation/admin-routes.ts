// The admins' moderation API (docs/decisions/0024-moderation.md): the queue of open reports, one
// report with its messages (every view written to the audit log), and the actions on a member.
import type { FastifyInstance } from 'fastify';
import { getOpenReport, listOpenReports, moderateMember } from '../../../shared/routes/moderation';
import { pathParamsOr, registerRoute } from '../../plugins/route-contracts';
import type { MailSender } from '../../adapters/mail';
import type { Database } from '../../db/client';
import { adminAuditLog } from '../../db/schema';
import { AppError } from '../../errors';
import { requireMember } from '../../plugins/route-access';
import type { LivePublisher } from '../../platform/live/live-publisher';
import type { MemberChanges } from '../../platform/member-cache/member-changes';
import { announce, moderate, type ReleaseBanned } from './actions';
import { openReport, openReports } from './report-queue';
import { sendWarning } from './warning-mail';
import { memberIdParams, rowIdParams } from '../../../shared/routes/id-params';

export async function moderationRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    hub: LivePublisher;
    mail: MailSender;
    memberChanges: Pick<MemberChanges, 'changed'>;
    /** A banned member's places at events go to the first in line (docs/decisions/0032-events.md). */
    releaseBanned: ReleaseBanned;
  },
) {
  const { db } = options;

  registerRoute(app, listOpenReports, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { reports: await openReports(db) };
  });

  registerRoute(app, getOpenReport, async (request, reply) => {
    const params = rowIdParams.safeParse(request.params);
    const report = params.success ? await openReport(db, params.data.id) : null;
    if (!report) throw new AppError('NOT_FOUND', 'No such open report.');
    // Reading members' messages is logged, whoever reads them.
    await db
      .insert(adminAuditLog)
      .values({ adminId: requireMember(request).id, action: 'view_report', memberId: report.reported.id, reportId: report.id });
    reply.header('cache-control', 'no-store');
    return report;
  });

  registerRoute(app, moderateMember, async (request, reply, { body: input }) => {
    const { id: memberId } = pathParamsOr(request, memberIdParams, () => new AppError('NOT_FOUND', 'No such member.'));
    const adminId = requireMember(request).id;
    const outcome = await moderate(db, adminId, memberId, input, new Date(), options.releaseBanned);
    // Signed out and out of every deck on the very next request, on this server and the others.
    options.memberChanges.changed([memberId]);
    await announce(options.hub, memberId, input, outcome);
    if (input.action === 'warn') await sendWarning(options.mail, outcome.member, input.reason);
    request.log.info({ adminId, memberId, action: input.action }, 'member moderated');
    reply.header('cache-control', 'no-store');
    return { done: input.action };
  });
}
