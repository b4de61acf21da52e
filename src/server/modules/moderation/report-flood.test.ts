// One account cannot flood the admins' queue (docs/decisions/0024-moderation.md, "One open report
// per pair"): reporting a member again joins the open report, a member's reports of the day are
// limited, the queue ranks members by distinct reporters, and each report shows its reporter's
// own record. Two reports of one pair at the same instant still make one open report.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReportQueue } from '../../../shared/contracts/moderation';
import { reports } from '../../db/schema';
import { signedInMember } from '../../test/accounts';
import { buildTestApp, useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { insertMember, MAN, signedInDiscoveryMember, yearsAgo } from '../../test/discovery-members';
import { fileReport } from './file-report';

const REPORTS_PER_DAY = 100;
const AUTH_LIMITS = { AUTH_RATE_LIMIT_PER_HOUR: '10000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000' };

describe.each(testDatabases())('report flooding on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { ...AUTH_LIMITS, REPORT_RATE_LIMIT_PER_DAY: String(REPORTS_PER_DAY) });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const reporter = (email: string) => signedInDiscoveryMember(app(), db(), { email });
  const reported = (email: string) =>
    insertMember(db(), { email, profile: MAN, dateOfBirth: yearsAgo(32), displayName: email.split('@')[0] });
  const reportMember = (cookie: string, memberId: string, extra: Record<string, unknown> = {}) =>
    app().inject({ method: 'POST', url: '/api/discovery/reports', headers: { cookie }, payload: { memberId, reason: 'scam', ...extra } });
  const queue = async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const response = await app().inject({ url: '/api/admin/reports', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    return { admin, reports: response.json<ReportQueue>().reports };
  };

  it(
    'keeps one open report however often one member reports another, with the count and the latest words',
    async () => {
      const flooder = await reporter('flooder@example.org');
      const victim = await reported('victim@example.org');
      expect((await reportMember(flooder.cookie, victim, { details: 'Asked me for money' })).statusCode).toBe(200);
      // The 98 between, ten at a time: repeats at the same instant join the one report too.
      for (let batch = 0; batch < 98; batch += 10) {
        const answers = await Promise.all(
          Array.from({ length: Math.min(10, 98 - batch) }, () => reportMember(flooder.cookie, victim, { reason: 'other' })),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      }
      const last = await reportMember(flooder.cookie, victim, { reason: 'harassment', details: 'Now threatens me' });
      expect(last.statusCode).toBe(200);
      const open = await db().select().from(reports).where(eq(reports.reportedId, victim));
      expect(open).toHaveLength(1);
      expect(open[0]).toMatchObject({
        reporterId: flooder.id,
        status: 'open',
        times: REPORTS_PER_DAY,
        reason: 'harassment',
        details: 'Now threatens me',
      });
      expect(open[0]!.lastReportedAt.getTime()).toBeGreaterThan(open[0]!.createdAt.getTime());

      const { reports: shown } = await queue();
      expect(shown.map((report) => [report.reported.id, report.reportersOnMember, report.times])).toEqual([[victim, 1, REPORTS_PER_DAY]]);
    },
    120_000 /* a hundred requests: on a shared, loaded machine they outlast the default 30 s */,
  );

  it("limits a member's reports of the day, whoever they report, with REPORT_LIMIT_REACHED, and changes nothing past it", async () => {
    const limited = await buildTestApp(testAppRef.current.database, { ...AUTH_LIMITS, REPORT_RATE_LIMIT_PER_DAY: '3' });
    try {
      const flooder = await reporter('flooder@example.org');
      const honest = await reporter('honest@example.org');
      const first = await reported('first@example.org');
      const second = await reported('second@example.org');
      const send = (cookie: string, memberId: string, details = '') =>
        limited.inject({
          method: 'POST',
          url: '/api/discovery/reports',
          headers: { cookie },
          payload: { memberId, reason: 'scam', details },
        });
      expect((await send(flooder.cookie, first)).statusCode).toBe(200);
      expect((await send(flooder.cookie, first)).statusCode).toBe(200);
      expect((await send(flooder.cookie, second)).statusCode).toBe(200);
      const refused = await send(flooder.cookie, second, 'one more');
      expect([refused.statusCode, refused.json().code]).toEqual([429, 'REPORT_LIMIT_REACHED']);
      expect(refused.json().details.retryAfterSeconds).toBeGreaterThan(23 * 3600);
      expect(refused.json().details.retryAfterSeconds).toBeLessThanOrEqual(24 * 3600);
      const rows = await db().select({ reportedId: reports.reportedId, times: reports.times, details: reports.details }).from(reports);
      expect(rows.sort((a, b) => a.times - b.times)).toEqual([
        { reportedId: second, times: 1, details: '' },
        { reportedId: first, times: 2, details: '' },
      ]);
      // Another member's count is their own.
      expect((await send(honest.cookie, second)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('ranks members by distinct reporters: one account reporting 20 times does not outrank three members reporting once', async () => {
    const [awa, binta, coumba, flooder] = await Promise.all(
      ['awa', 'binta', 'coumba', 'flooder'].map((name) => reporter(`${name}@example.org`)),
    );
    const many = await reported('many@example.org');
    const flooded = await reported('flooded@example.org');
    for (const member of [awa!, binta!, coumba!]) expect((await reportMember(member.cookie, many)).statusCode).toBe(200);
    // Newer than the three: on a ranking by reports, or by recency, it would come first.
    for (let sent = 0; sent < 20; sent += 1) expect((await reportMember(flooder!.cookie, flooded)).statusCode).toBe(200);

    const { reports: shown } = await queue();
    expect(shown.map((report) => [report.reported.id, report.reportersOnMember])).toEqual([
      [many, 3],
      [many, 3],
      [many, 3],
      [flooded, 1],
    ]);
    // Within a member, the newest report first.
    expect(shown.slice(0, 3).map((report) => report.reporter?.id)).toEqual([coumba!.id, binta!.id, awa!.id]);
  });

  it("shows each report's reporter's own record: how many reports they made, how many were upheld or dismissed", async () => {
    const awa = await reporter('awa@example.org');
    const [dismissed, warned, open] = await Promise.all(['dismissed', 'warned', 'open'].map((name) => reported(`${name}@example.org`)));
    for (const member of [dismissed, warned, open]) expect((await reportMember(awa.cookie, member!)).statusCode).toBe(200);
    const { admin, reports: before } = await queue();
    expect(before.map((report) => report.reporterHistory)).toEqual([
      { reports: 3, upheld: 0, dismissed: 0 },
      { reports: 3, upheld: 0, dismissed: 0 },
      { reports: 3, upheld: 0, dismissed: 0 },
    ]);
    const act = (memberId: string, payload: Record<string, unknown>) =>
      app().inject({ method: 'POST', url: `/api/admin/members/${memberId}/moderation`, headers: { cookie: admin }, payload });
    const reportOn = (memberId: string) => before.find((report) => report.reported.id === memberId)!.id;
    expect((await act(dismissed!, { action: 'dismiss', reason: 'Not a scam', reportId: reportOn(dismissed!) })).statusCode).toBe(200);
    expect((await act(warned!, { action: 'warn', reason: 'No money requests' })).statusCode).toBe(200);

    // The safety rules are no reporter: their report has no record.
    const flagger = await reported('flagger@example.org');
    await fileReport(db(), {
      source: 'safety_rules',
      reportedId: flagger,
      reason: 'scam',
      details: '3 messages flagged',
      evidence: { messages: [] },
    });

    const after = (await app().inject({ url: '/api/admin/reports', headers: { cookie: admin } })).json<ReportQueue>().reports;
    expect(after.map((report) => [report.reported.id, report.source, report.reporterHistory])).toEqual([
      [flagger, 'safety_rules', null],
      [open, 'member', { reports: 3, upheld: 1, dismissed: 1 }],
    ]);
  });

  it('makes one open report of two reports by the same pair at the same instant', async () => {
    const awa = await reporter('awa@example.org');
    const victim = await reported('victim@example.org');
    const answers = await Promise.all([reportMember(awa.cookie, victim), reportMember(awa.cookie, victim, { reason: 'other' })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const open = await db().select({ times: reports.times, status: reports.status }).from(reports);
    expect(open).toEqual([{ times: 2, status: 'open' }]);
  });

  it('refuses a second open report of one pair in the database itself, whatever writes it', async () => {
    const awa = await reporter('awa@example.org');
    const victim = await reported('victim@example.org');
    await db().insert(reports).values({ reporterId: awa.id, reportedId: victim, reason: 'scam' });
    await expect(db().insert(reports).values({ reporterId: awa.id, reportedId: victim, reason: 'other' })).rejects.toThrow();
    // Once it is closed, a new report opens.
    await db().update(reports).set({ status: 'closed', resolution: 'dismiss' });
    expect((await reportMember(awa.cookie, victim)).statusCode).toBe(200);
    expect((await db().select({ status: reports.status }).from(reports)).map((row) => row.status).sort()).toEqual(['closed', 'open']);
  });
});

describe('report writes', () => {
  it('go through fileReport alone, so every report joins the open one of its pair', () => {
    const serverDir = join(__dirname, '../..');
    const writers = (readdirSync(serverDir, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test'))
      .filter((file) => /\.insert\(reports\)/.test(readFileSync(join(serverDir, file), 'utf8')));
    expect(writers).toEqual([join('modules', 'moderation', 'file-report.ts')]);
  });
});
