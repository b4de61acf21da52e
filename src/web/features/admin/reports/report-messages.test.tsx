// A report's messages: fetched only when the admin asks (each opening is written to the audit
// log, which the admin is told beside the button), never again behind their back; shown in order
// with whose each is, the reported or flagged ones marked in words; a failure with a retry.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportDetail, ReportSummary } from '../../../../shared/contracts/moderation';
import { renderWithProviders } from '../../../test/render';
import { json, stubFetch } from '../../../test/session-fixtures';
import { setupUser } from '../../../test/user-events';
import { ReportMessages } from './report-messages';

afterEach(() => vi.restoreAllMocks());

const REPORT: ReportSummary = {
  id: 12,
  reason: 'scam',
  details: '',
  createdAt: '2026-05-02T08:00:00.000Z',
  source: 'member',
  reporter: { id: 'u-awa', displayName: 'Awa' },
  reported: { id: 'u-musa', displayName: 'Musa', email: 'musa@example.com' },
  reportersOnMember: 1,
  times: 1,
  lastReportedAt: '2026-05-02T08:00:00.000Z',
  reporterHistory: null,
  hasMessages: true,
};
const DETAIL: ReportDetail = {
  ...REPORT,
  messages: [
    { id: 1, from: 'reporter', body: 'Hello Musa', sentAt: '2026-05-01T09:00:00.000Z', reported: false },
    { id: 2, from: 'reported', body: 'Send me 200 dollars <b>now</b>', sentAt: '2026-05-01T09:05:00.000Z', reported: true },
  ],
};
const ROUTE = 'GET /api/admin/reports/12';
const fetches = (calls: { route: string }[]) => calls.filter((call) => call.route === ROUTE).length;

describe('ReportMessages', () => {
  it('fetches the messages only when asked, and only once', async () => {
    const user = setupUser();
    const { calls } = stubFetch({ [ROUTE]: () => json(200, DETAIL) });
    await renderWithProviders(<ReportMessages report={REPORT} />, { route: '/admin' });
    const show = screen.getByRole('button', { name: 'Show the messages' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Opening the messages is written to the audit log, with your name.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches(calls)).toBe(0);

    await user.click(show);
    const list = await screen.findByRole('list', { name: 'Messages held by the report' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Awa')).toBeTruthy();
    expect(within(first!).getByText('Reporter')).toBeTruthy();
    expect(within(first!).queryByText('Reported message')).toBeNull();
    expect(within(second!).getByText('Musa')).toBeTruthy();
    expect(within(second!).getByText('Reported member')).toBeTruthy();
    expect(within(second!).getByText('Reported message')).toBeTruthy();
    // Members' words as plain text: no markup is made of them.
    expect(within(second!).getByText('Send me 200 dollars <b>now</b>')).toBeTruthy();
    expect(second!.querySelector('b')).toBeNull();
    expect(second!.querySelector('time')!.getAttribute('dateTime')).toBe(DETAIL.messages[1]!.sentAt);
    expect(fetches(calls)).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Hide the messages' }));
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the messages' }));
    expect(await screen.findByRole('list', { name: 'Messages held by the report' })).toBeTruthy();
    expect(fetches(calls)).toBe(1);
  });

  it("marks the safety rules' messages as flagged", async () => {
    const user = setupUser();
    const flagged: ReportDetail = {
      ...DETAIL,
      source: 'safety_rules',
      reporter: null,
      messages: [{ id: 3, from: 'reported', body: 'You idiot', sentAt: '2026-05-01T10:00:00.000Z', reported: true }],
    };
    stubFetch({ [ROUTE]: () => json(200, flagged) });
    await renderWithProviders(<ReportMessages report={{ ...REPORT, source: 'safety_rules', reporter: null }} />, { route: '/admin' });
    await user.click(screen.getByRole('button', { name: 'Show the messages' }));
    expect(await screen.findByText('Flagged message')).toBeTruthy();
  });

  it('says when the messages cannot be loaded, and tries again when asked', async () => {
    const user = setupUser();
    let fail = true;
    const { calls } = stubFetch({
      [ROUTE]: () => (fail ? json(404, { code: 'NOT_FOUND', message: 'No such open report.' }) : json(200, DETAIL)),
    });
    await renderWithProviders(<ReportMessages report={REPORT} />, { route: '/admin' });
    await user.click(screen.getByRole('button', { name: 'Show the messages' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The messages could not be loaded. We could not find what you were looking for.'),
    );
    expect(fetches(calls)).toBe(1);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello Musa')).toBeTruthy();
    expect(fetches(calls)).toBe(2);
  });
});
