// The decision on one report: a reason required and at most 1,000 characters, and a suspension
// of 1 to 365 whole days, all refused before any request; suspension and ban ask once more,
// naming the member; a failure keeps what the admin typed; a saved decision (or a report closed
// meanwhile) goes to onDone; Cancel and Go back lose nothing and put the focus back.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportSummary } from '../../../../shared/contracts/moderation';
import { renderWithProviders } from '../../../test/render';
import { json, stubFetch } from '../../../test/session-fixtures';
import { setupUser } from '../../../test/user-events';
import type { QueueNotice } from '../../../components/queue-section';
import { ReportActions } from './report-actions';

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
  hasMessages: false,
};
const ROUTE = 'POST /api/admin/members/u-musa/moderation';
/** Names reach sentences wrapped in direction isolates (lib/format.ts, isolate). */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
const named = (name: string) => (accessibleName: string) => plain(accessibleName) === name;

async function renderActions(answer: () => Response = () => json(200, { done: 'dismiss' }), language: 'en' | 'ar' = 'en') {
  const stub = stubFetch({ [ROUTE]: answer });
  const onDone = vi.fn<(notice: QueueNotice) => void>();
  await renderWithProviders(<ReportActions report={REPORT} onDone={onDone} />, { route: '/admin', language });
  return { ...stub, onDone, user: setupUser() };
}
const reasonField = () => screen.getByLabelText<HTMLTextAreaElement>('Reason');
const daysField = () => screen.getByLabelText<HTMLInputElement>('Number of days');
const posts = (calls: { route: string; body: unknown }[]) => calls.filter((call) => call.route === ROUTE);

describe('ReportActions', () => {
  it('offers the four decisions, named for the member', async () => {
    await renderActions();
    const group = screen.getByRole('group', { name: 'Decide about Musa' });
    expect([...group.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Dismiss', 'Warn', 'Suspend', 'Ban']);
  });

  it('requires a reason before any request, and puts the focus on it', async () => {
    const { user, calls, onDone } = await renderActions();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('form', { name: named('Dismiss this report about Musa') })).toBeTruthy();
    expect(document.activeElement).toBe(reasonField());
    await user.type(reasonField(), '   ');
    await user.click(screen.getByRole('button', { name: 'Dismiss the report' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Write a reason of at most 1,000 characters.'));
    expect(reasonField().getAttribute('aria-invalid')).toBe('true');
    expect(reasonField().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    await waitFor(() => expect(document.activeElement).toBe(reasonField()));
    expect(posts(calls)).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a reason over 1,000 characters before any request', async () => {
    const { user, calls } = await renderActions();
    await user.click(screen.getByRole('button', { name: 'Warn' }));
    expect(reasonField().maxLength).toBe(1000);
    // Pasted or scripted text can get past maxlength: the check does not rely on it.
    fireEvent.change(reasonField(), { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText('1,001 of 1,000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send the warning' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Write a reason of at most 1,000 characters.'));
    expect(posts(calls)).toEqual([]);
  });

  it('warns with the trimmed reason and the report, then calls onDone', async () => {
    const { user, calls, onDone } = await renderActions(() => json(200, { done: 'warn' }));
    await user.click(screen.getByRole('button', { name: 'Warn' }));
    expect(screen.getByText(/The member reads it too/)).toBeTruthy();
    await user.type(reasonField(), '  Asking for money breaks the rules.  ');
    await user.click(screen.getByRole('button', { name: 'Send the warning' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(posts(calls).map((call) => call.body)).toEqual([{ action: 'warn', reason: 'Asking for money breaks the rules.', reportId: 12 }]);
    const notice = onDone.mock.calls[0]![0];
    expect({ ...notice, text: plain(notice.text) }).toEqual({ kind: 'success', text: 'Musa was warned by e-mail.' });
  });

  it.each(['0', '366', '2.5', ''])('refuses a suspension of %j days before any request', async (days) => {
    const { user, calls } = await renderActions();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    await user.type(reasonField(), 'Asked for money twice.');
    await user.clear(daysField());
    if (days) await user.type(daysField(), days);
    await user.click(screen.getByRole('button', { name: 'Suspend the member' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Enter a whole number of days from 1 to 365.'));
    expect(daysField().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(daysField()));
    expect(screen.queryByRole('group', { name: /for good|Suspend Musa for/ })).toBeNull();
    expect(posts(calls)).toEqual([]);
  });

  it('suspends for 1 to 365 days after asking once more, naming the member and the length', async () => {
    const { user, calls, onDone } = await renderActions(() => json(200, { done: 'suspend' }));
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(daysField().value).toBe('7');
    await user.clear(daysField());
    await user.type(daysField(), '365');
    await user.type(reasonField(), 'Asked for money twice.');
    await user.click(screen.getByRole('button', { name: 'Suspend the member' }));
    const confirm = await screen.findByRole('group', { name: named('Suspend Musa for 365 days?') });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(posts(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: named('Yes, suspend Musa') }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(posts(calls).map((call) => call.body)).toEqual([
      { action: 'suspend', reason: 'Asked for money twice.', reportId: 12, days: 365 },
    ]);
    expect(plain(onDone.mock.calls[0]![0].text)).toBe('Musa is suspended for 365 days.');
  });

  it('says one day in the singular', async () => {
    const { user } = await renderActions();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    await user.clear(daysField());
    await user.type(daysField(), '1');
    await user.type(reasonField(), 'A first offence.');
    await user.click(screen.getByRole('button', { name: 'Suspend the member' }));
    expect(await screen.findByRole('group', { name: named('Suspend Musa for 1 day?') })).toBeTruthy();
  });

  it('asks to confirm a ban, naming the member, and goes back without losing the reason', async () => {
    const { user, calls, onDone } = await renderActions(() => json(200, { done: 'ban' }));
    await user.click(screen.getByRole('button', { name: 'Ban' }));
    await user.type(reasonField(), 'A scam ring.');
    await user.click(screen.getByRole('button', { name: 'Ban the member' }));
    const confirm = await screen.findByRole('group', { name: named('Ban Musa for good?') });
    expect(plain(screen.getByText(/can never sign in again/).textContent)).toBe(
      'Musa is signed out at once and can never sign in again. Their matches and conversations end for good.',
    );
    await waitFor(() => expect(document.activeElement).toBe(confirm));

    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(reasonField().value).toBe('A scam ring.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ban the member' }));
    expect(posts(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Ban the member' }));
    await user.click(await screen.findByRole('button', { name: named('Yes, ban Musa') }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(posts(calls).map((call) => call.body)).toEqual([{ action: 'ban', reason: 'A scam ring.', reportId: 12 }]);
    expect(plain(onDone.mock.calls[0]![0].text)).toBe('Musa is banned.');
  });

  it('keeps what the admin typed when the decision fails, and says why', async () => {
    const { user, calls, onDone } = await renderActions(() => json(500, { code: 'INTERNAL', message: 'boom' }));
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    await user.clear(daysField());
    await user.type(daysField(), '30');
    await user.type(reasonField(), 'Asked for money twice.');
    await user.click(screen.getByRole('button', { name: 'Suspend the member' }));
    await user.click(await screen.findByRole('button', { name: named('Yes, suspend Musa') }));

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The decision could not be saved. Something went wrong on our side. Please try again.',
      ),
    );
    expect(reasonField().value).toBe('Asked for money twice.');
    expect(daysField().value).toBe('30');
    await waitFor(() => expect(document.activeElement).toBe(reasonField()));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Suspend the member' }).disabled).toBe(false);
    expect(posts(calls)).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('hands a report closed meanwhile to onDone as an error', async () => {
    const { user, onDone } = await renderActions(() => json(404, { code: 'NOT_FOUND', message: 'No such open report.' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await user.type(reasonField(), 'Unfounded.');
    await user.click(screen.getByRole('button', { name: 'Dismiss the report' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]![0]).toEqual({
      kind: 'error',
      text: 'The decision could not be saved. We could not find what you were looking for.',
    });
  });

  it('cancels back to the decisions, the focus on the one chosen, the reason kept for later', async () => {
    const { user, calls } = await renderActions();
    await user.click(screen.getByRole('button', { name: 'Warn' }));
    await user.type(reasonField(), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Warn' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(reasonField().value).toBe('Draft');
    expect(screen.getByText('Written to the audit log with your name. The member does not see it.')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('speaks Arabic, with its plural of days', async () => {
    const { user } = await renderActions(undefined, 'ar');
    await user.click(screen.getByRole('button', { name: 'إيقاف مؤقت' }));
    await user.clear(screen.getByLabelText('عدد الأيام'));
    await user.type(screen.getByLabelText('عدد الأيام'), '2');
    await user.type(screen.getByLabelText('السبب'), 'طلب المال مرتين.');
    await user.click(screen.getByRole('button', { name: 'إيقاف العضو' }));
    expect(await screen.findByRole('group', { name: named('إيقاف Musa لمدة يومين؟') })).toBeTruthy();
  });
});
