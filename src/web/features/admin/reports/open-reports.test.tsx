// The open reports on /admin: in the server's order (the most reported members first), each with
// the reported member, their e-mail, the reason in words, how many open reports they have, the
// source (a member or the safety rules), the reporter (or a deleted account), when, and the
// details; the messages only where the report holds some; a decision said above the queue, which
// reloads; the count; the empty state; a failure with a retry.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportSummary } from '../../../../shared/contracts/moderation';
import { renderWithProviders } from '../../../test/render';
import { json, stubFetch } from '../../../test/session-fixtures';
import { setupUser } from '../../../test/user-events';
import { OpenReports } from './open-reports';

afterEach(() => vi.restoreAllMocks());

const SCAM: ReportSummary = {
  id: 12,
  reason: 'scam',
  details: 'Asked me for money\nfor a plane ticket.',
  createdAt: '2026-05-02T08:00:00.000Z',
  source: 'member',
  reporter: { id: 'u-awa', displayName: 'Awa' },
  reported: { id: 'u-musa', displayName: 'Musa', email: 'musa@example.com' },
  reportersOnMember: 2,
  times: 3,
  lastReportedAt: '2026-05-03T09:15:00.000Z',
  reporterHistory: { reports: 1200, upheld: 2, dismissed: 1100 },
  hasMessages: true,
};
const FLAGGED: ReportSummary = {
  id: 10,
  reason: 'harassment',
  details: '3 messages flagged in 7 days: insult',
  createdAt: '2026-05-01T12:00:00.000Z',
  source: 'safety_rules',
  reporter: null,
  reported: { id: 'u-musa', displayName: 'Musa', email: 'musa@example.com' },
  reportersOnMember: 2,
  times: 1,
  lastReportedAt: '2026-05-01T12:00:00.000Z',
  reporterHistory: null,
  hasMessages: true,
};
const PHOTO: ReportSummary = {
  id: 9,
  reason: 'offensive_photo',
  details: '',
  createdAt: '2026-05-01T10:30:00.000Z',
  source: 'member',
  reporter: null,
  reported: { id: 'u-ali', displayName: 'Ali', email: 'ali@example.com' },
  reportersOnMember: 1,
  times: 1,
  lastReportedAt: '2026-05-01T10:30:00.000Z',
  reporterHistory: null,
  hasMessages: false,
};

const reportsOf = (name: string) => screen.getAllByRole('article', { name });
/** Names and dates reach sentences wrapped in direction isolates (lib/format.ts, isolate). */
const plain = (text: string | null) => text?.replace(/[\u2068\u2069]/g, '');

describe('OpenReports', () => {
  it('lists the open reports in the order the server sends, with who, why, from where, by whom, when and the details', async () => {
    stubFetch({ 'GET /api/admin/reports': () => json(200, { reports: [SCAM, FLAGGED, PHOTO] }) });
    await renderWithProviders(<OpenReports />, { route: '/admin' });
    expect(await screen.findByText('Open: 3')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Open reports' })).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Open reports' })).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Musa', 'Musa', 'Ali']);

    const [scam, flagged] = reportsOf('Musa');
    expect(within(scam!).getByText('Scam or request for money')).toBeTruthy();
    expect(within(scam!).getByText('2 different reporters with open reports about this member')).toBeTruthy();
    expect(within(scam!).getByText("A member's report")).toBeTruthy();
    expect(within(scam!).getByText('musa@example.com')).toBeTruthy();
    expect(within(scam!).getByText('Awa')).toBeTruthy();
    expect(within(scam!).getByText(/Asked me for money/).textContent).toBe('Asked me for money\nfor a plane ticket.');
    expect(scam!.querySelector('time')!.getAttribute('dateTime')).toBe(SCAM.createdAt);
    expect(within(scam!).getByRole('button', { name: 'Show the messages' })).toBeTruthy();

    expect(within(flagged!).getByText('Flagged by the safety rules')).toBeTruthy();
    expect(within(flagged!).getByText('Harassment')).toBeTruthy();
    // The safety rules are no reporter, and no deleted account either.
    expect(within(flagged!).queryByText('Reported by')).toBeNull();
    expect(within(flagged!).queryByText('A deleted account')).toBeNull();
    expect(within(flagged!).queryByText("Reporter's record")).toBeNull();
    expect(within(flagged!).queryByText('Times this reporter reported them')).toBeNull();

    const [ali] = reportsOf('Ali');
    expect(within(ali!).getByText('Offensive photo')).toBeTruthy();
    expect(within(ali!).getByText('1 reporter with an open report about this member')).toBeTruthy();
    expect(within(ali!).getByText('A deleted account')).toBeTruthy();
    expect(within(ali!).getByText('No details given.')).toBeTruthy();
    // Nothing to open: the report holds no messages.
    expect(within(ali!).queryByRole('button', { name: 'Show the messages' })).toBeNull();
    expect(within(ali!).getByRole('group', { name: 'Decide about Ali' })).toBeTruthy();
  });

  it("shows the reporter's own record and how often they reported the member, and neither where there is nothing to show", async () => {
    stubFetch({ 'GET /api/admin/reports': () => json(200, { reports: [SCAM, PHOTO] }) });
    await renderWithProviders(<OpenReports />, { route: '/admin' });
    const [scam] = await screen.findAllByRole('article', { name: 'Musa' });
    const termsOf = (item: HTMLElement) =>
      Object.fromEntries([...item.querySelectorAll('dt')].map((term) => [term.textContent, plain(term.nextElementSibling!.textContent)]));
    expect(termsOf(scam!)).toMatchObject({
      "Reporter's record": 'Reports made: 1,200 · upheld: 2 · dismissed: 1,100',
      'Times this reporter reported them': '3',
    });
    expect(scam!.querySelectorAll('time')[1]!.getAttribute('dateTime')).toBe(SCAM.lastReportedAt);
    expect(Object.keys(termsOf(scam!))).toContain('Last reported');
    // A deleted reporter has no record to show; one report once is no repeat.
    const [ali] = reportsOf('Ali');
    expect(Object.keys(termsOf(ali!))).toEqual(['E-mail', 'Source', 'Reported by', 'Received', 'Details']);
  });

  it("shows the reporter's record in Amharic and Swahili too", async () => {
    for (const [language, line] of [
      ['am', 'ያደረጋቸው ሪፖርቶች፦ 1,200 · የጸኑ፦ 2 · ውድቅ የተደረጉ፦ 1,100'],
      ['sw', 'Ripoti alizotuma: 1,200 · zilizokubaliwa: 2 · zilizotupiliwa mbali: 1,100'],
    ] as const) {
      stubFetch({ 'GET /api/admin/reports': () => json(200, { reports: [SCAM] }) });
      const view = await renderWithProviders(<OpenReports />, { route: '/admin', language });
      expect(await screen.findByText(line)).toBeTruthy();
      view.unmount();
    }
  });

  it('says what a decision did above the queue, puts the focus on the heading and reloads the queue', async () => {
    const user = setupUser();
    let decided = false;
    const { calls } = stubFetch({
      'GET /api/admin/reports': () => json(200, { reports: decided ? [SCAM, FLAGGED] : [SCAM, FLAGGED, PHOTO] }),
      'POST /api/admin/members/u-ali/moderation': () => {
        decided = true;
        return json(200, { done: 'dismiss' });
      },
    });
    await renderWithProviders(<OpenReports />, { route: '/admin' });
    const [ali] = await screen.findAllByRole('article', { name: 'Ali' });
    await user.click(within(ali!).getByRole('button', { name: 'Dismiss' }));
    await user.type(within(ali!).getByLabelText('Reason'), 'The photo is a landscape.');
    await user.click(within(ali!).getByRole('button', { name: 'Dismiss the report' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ali' })).toBeNull());
    expect(plain(screen.getByRole('status').textContent)).toBe('The report about Ali was dismissed.');
    expect(screen.getByText('Open: 2')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Open reports' })));
    expect(calls.filter((call) => call.route === 'GET /api/admin/reports')).toHaveLength(2);
    expect(calls.find((call) => call.route === 'POST /api/admin/members/u-ali/moderation')!.body).toEqual({
      action: 'dismiss',
      reason: 'The photo is a landscape.',
      reportId: 9,
    });
  });

  it('says so above the queue when the report was closed meanwhile, and reloads the queue', async () => {
    const user = setupUser();
    let gone = false;
    const { calls } = stubFetch({
      'GET /api/admin/reports': () => json(200, { reports: gone ? [PHOTO] : [SCAM, FLAGGED, PHOTO] }),
      'POST /api/admin/members/u-musa/moderation': () => {
        gone = true;
        return json(404, { code: 'NOT_FOUND', message: 'No such open report.' });
      },
    });
    await renderWithProviders(<OpenReports />, { route: '/admin' });
    const [scam] = await screen.findAllByRole('article', { name: 'Musa' });
    await user.click(within(scam!).getByRole('button', { name: 'Warn' }));
    await user.type(within(scam!).getByLabelText('Reason'), 'Asking for money breaks the rules.');
    await user.click(within(scam!).getByRole('button', { name: 'Send the warning' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Musa' })).toBeNull());
    expect(screen.getByRole('alert').textContent).toBe('The decision could not be saved. We could not find what you were looking for.');
    expect(calls.filter((call) => call.route === 'GET /api/admin/reports')).toHaveLength(2);
  });

  it('says when no report is open', async () => {
    stubFetch({ 'GET /api/admin/reports': () => json(200, { reports: [] }) });
    await renderWithProviders(<OpenReports />, { route: '/admin' });
    expect(await screen.findByText('No report is open.')).toBeTruthy();
    expect(screen.getByText('Open: 0')).toBeTruthy();
  });

  it('says when the reports cannot be loaded, and tries again', async () => {
    const user = setupUser();
    let fail = true;
    stubFetch({
      'GET /api/admin/reports': () => (fail ? json(500, { code: 'INTERNAL', message: 'boom' }) : json(200, { reports: [PHOTO] })),
    });
    await renderWithProviders(<OpenReports />, { route: '/admin' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/The reports could not be loaded/));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Ali' })).toBeTruthy();
  });

  it('speaks French', async () => {
    stubFetch({ 'GET /api/admin/reports': () => json(200, { reports: [SCAM, FLAGGED] }) });
    await renderWithProviders(<OpenReports />, { route: '/admin', language: 'fr' });
    expect(await screen.findByText("Arnaque ou demande d'argent")).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Signalements ouverts' })).toBeTruthy();
    expect(screen.getAllByText('2 auteurs différents de signalements ouverts sur ce membre')).toHaveLength(2);
    expect(screen.getByText('Repéré par les règles de sécurité')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Suspendre' })).toHaveLength(2);
  });

  it('counts in Arabic with its plural forms', async () => {
    stubFetch({ 'GET /api/admin/reports': () => json(200, { reports: [SCAM, FLAGGED, PHOTO] }) });
    await renderWithProviders(<OpenReports />, { route: '/admin', language: 'ar' });
    expect(await screen.findAllByText('مُبلِّغان مختلفان ببلاغات مفتوحة عن هذا العضو')).toHaveLength(2);
    expect(screen.getByText('مُبلِّغ واحد ببلاغ مفتوح عن هذا العضو')).toBeTruthy();
  });
});
