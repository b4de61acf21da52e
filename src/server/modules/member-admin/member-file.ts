// One member's file for the admins (docs/decisions/0033-admin-console.md).
import type { MemberFile } from '../../../shared/contracts/admin-members';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { activeRestrictionOf } from '../moderation';
import { readMemberStages } from '../session';
import { accountRow, paymentRows, reportRows, sessionRows } from './queries';

const iso = (value: Date | null) => value?.toISOString() ?? null;

type ReportRow = Awaited<ReturnType<typeof reportRows>>[number];
const reportOf = (row: ReportRow) => ({
  id: row.id,
  reason: row.reason,
  status: row.status,
  resolution: row.resolution,
  createdAt: row.createdAt.toISOString(),
  other: row.otherId ? { id: row.otherId, name: row.otherName ?? '' } : null,
});

export async function readMemberFile(db: Database, id: string, now = new Date()): Promise<MemberFile> {
  const account = await accountRow(db, id);
  if (!account) throw new AppError('NOT_FOUND', 'No such member.');
  const [stages, restriction, payments, about, by, sessions] = await Promise.all([
    readMemberStages(db, id, now),
    activeRestrictionOf(db, id, now),
    paymentRows(db, id),
    reportRows(db, id, 'about'),
    reportRows(db, id, 'by'),
    sessionRows(db, id),
  ]);
  const { verification, createdAt, ...member } = account;
  return {
    member: { ...member, createdAt: createdAt.toISOString() },
    stages: {
      hasSubscription: stages.hasSubscription,
      isPremium: stages.isPremium,
      hasCompletedQuestionnaire: stages.hasCompletedQuestionnaire,
      verification: verification ?? null,
    },
    restriction: restriction ? { kind: restriction.kind, until: iso(restriction.until), reason: restriction.reason } : null,
    payments: payments.map((row) => ({ ...row, currentPeriodEnd: iso(row.currentPeriodEnd), createdAt: row.createdAt.toISOString() })),
    reportsAbout: about.map(reportOf),
    reportsBy: by.map(reportOf),
    sessions: sessions
      .filter((session) => session.expiresAt > now)
      .map((session) => ({
        createdAt: session.createdAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
        userAgent: session.userAgent,
      })),
  };
}
