// The members section on /admin: a search sent as typed, "Show more" after the server's cursor, a
// member's file opened in place with its history paged, a ban sent through moderation's route and
// a lift through the account actions, each with its reason, a reason required before anything is
// sent, and the admin role given and taken after a confirmation, with the server's refusal said.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberFile, MemberHistoryPage } from '../../../../shared/contracts/admin-members';
import type { AuditEntry } from '../../../../shared/contracts/audit-log';
import type { DialogProps } from '../../../components/dialog-slot';
import { renderWithProviders } from '../../../test/render';
import { json, stubFetch } from '../../../test/session-fixtures';
import { setupUser } from '../../../test/user-events';
import { MembersSearch } from './members-search';

const FILE: MemberFile = {
  member: {
    id: 'm1',
    email: 'dawit@example.org',
    displayName: 'Dawit',
    language: 'am',
    role: 'member',
    emailVerified: true,
    createdAt: '2026-11-01T09:00:00.000Z',
  },
  stages: { hasSubscription: true, isPremium: false, hasCompletedQuestionnaire: true, verification: 'approved' },
  restriction: null,
  payments: [{ plan: 'basic', provider: 'sandbox', status: 'active', currentPeriodEnd: null, createdAt: '2026-11-02T09:00:00.000Z' }],
  reportsAbout: [
    { id: 4, reason: 'scam', status: 'open', resolution: null, createdAt: '2026-11-20T09:00:00.000Z', other: { id: 'm2', name: 'Hawa' } },
  ],
  reportsBy: [],
  sessions: [{ createdAt: '2026-11-27T08:00:00.000Z', expiresAt: '2026-12-27T08:00:00.000Z', userAgent: 'Firefox' }],
};
const BANNED: MemberFile = { ...FILE, restriction: { kind: 'banned', until: null, reason: 'Scam' }, sessions: [] };

const DAWIT_ROW = {
  id: 'm1',
  email: 'dawit@example.org',
  displayName: 'Dawit',
  role: 'member',
  createdAt: FILE.member.createdAt,
  restriction: null,
};
const NO_HISTORY: MemberHistoryPage = { entries: [], nextCursor: null };
const entry = (id: number, reason: string): AuditEntry => ({
  id,
  action: 'warn',
  actor: { id: 'a1', name: 'Hodan', email: 'hodan@example.org' },
  member: { id: 'm1', name: 'Dawit', email: 'dawit@example.org' },
  reportId: null,
  contactMessageId: null,
  reason,
  at: '2026-11-27T09:00:00.000Z',
});

/** A plain modal stand-in: the route hands discovery's real one. */
function TestDialog({ open, labelledBy, describedBy, children }: DialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-modal="true" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {children}
    </div>
  );
}

const queryOf = (spy: ReturnType<typeof stubFetch>['spy'], path: string) =>
  spy.mock.calls
    .map(([input]) => new URL(typeof input === 'string' ? input : '/', window.location.origin))
    .filter((url) => url.pathname === path);

afterEach(() => vi.restoreAllMocks());

describe('MembersSearch', () => {
  it('finds a member, opens their file, bans them through moderation and lifts the ban, each with its reason', async () => {
    let file = FILE;
    const { spy, calls } = stubFetch({
      'GET /api/admin/members': () => json(200, { members: [DAWIT_ROW], nextCursor: null }),
      'GET /api/admin/members/m1': () => json(200, file),
      'GET /api/admin/members/m1/history': () => json(200, NO_HISTORY),
      'POST /api/admin/members/m1/moderation': () => ((file = BANNED), json(200, { done: 'ban' })),
      'POST /api/admin/members/m1/account-actions': () => ((file = FILE), json(200, { done: 'lift_restriction' })),
    });
    const user = setupUser();
    await renderWithProviders(<MembersSearch Dialog={TestDialog} />, { route: '/admin' });
    await user.type(screen.getByRole('searchbox', { name: 'E-mail, name or id' }), 'dawit');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(spy.mock.calls.some(([input]) => typeof input === 'string' && input.includes('q=dawit'))).toBe(true));
    await user.click(await screen.findByRole('button', { name: /Dawit · dawit@example.org/ }));
    expect(await screen.findByText(/Membership: yes · Premium: no · Questionnaire: yes · Identity: approved/)).toBeTruthy();
    expect(screen.getByText(/Scam or request for money · Open/).textContent).toContain('Hawa');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Ban');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Write a reason of up to 1,000 characters.')).toBeTruthy();
    expect(calls.filter((call) => call.route.startsWith('POST'))).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Asked for money');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Suspension or ban')).toBeTruthy();
    expect(calls.find((call) => call.route === 'POST /api/admin/members/m1/moderation')?.body).toEqual({
      action: 'ban',
      reason: 'Asked for money',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Lift the suspension or ban');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Appeal accepted');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByText('Suspension or ban')).toBeNull());
    expect(calls.find((call) => call.route === 'POST /api/admin/members/m1/account-actions')?.body).toEqual({
      action: 'lift_restriction',
      reason: 'Appeal accepted',
    });
  });

  it('says when no member matches', async () => {
    stubFetch({ 'GET /api/admin/members': () => json(200, { members: [], nextCursor: null }) });
    const user = setupUser();
    await renderWithProviders(<MembersSearch Dialog={TestDialog} />, { route: '/admin' });
    await user.type(screen.getByRole('searchbox', { name: 'E-mail, name or id' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No member matches.')).toBeTruthy();
  });

  it("shows more members and more of a member's history, each after the server's cursor", async () => {
    let searches = 0;
    let histories = 0;
    const { spy } = stubFetch({
      'GET /api/admin/members': () =>
        json(
          200,
          ++searches === 1
            ? { members: [DAWIT_ROW], nextCursor: 'c2' }
            : { members: [{ ...DAWIT_ROW, id: 'm2', displayName: 'Dawit Bekele', email: 'bekele@example.org' }], nextCursor: null },
        ),
      'GET /api/admin/members/m1': () => json(200, FILE),
      'GET /api/admin/members/m1/history': () =>
        json(
          200,
          ++histories === 1
            ? { entries: [entry(9, 'Newest note')], nextCursor: 'h2' }
            : { entries: [entry(3, 'Oldest note')], nextCursor: null },
        ),
    });
    const user = setupUser();
    await renderWithProviders(<MembersSearch Dialog={TestDialog} />, { route: '/admin' });
    await user.type(screen.getByRole('searchbox', { name: 'E-mail, name or id' }), 'dawit');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: 'Show more members' }));
    expect(await screen.findByRole('button', { name: /Dawit Bekele · bekele@example.org/ })).toBeTruthy();
    expect(queryOf(spy, '/api/admin/members').map((url) => url.searchParams.get('cursor'))).toEqual([null, 'c2']);
    expect(screen.queryByRole('button', { name: 'Show more members' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Dawit · dawit@example.org/ }));
    expect(await screen.findByText(/Newest note/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText(/Oldest note/)).toBeTruthy();
    expect(screen.getByText(/Newest note/)).toBeTruthy();
    expect(queryOf(spy, '/api/admin/members/m1/history').map((url) => url.searchParams.get('cursor'))).toEqual([null, 'h2']);
  });

  it('makes a member an admin after a confirmation, with a reason, and says why the server refuses', async () => {
    let file = FILE;
    let refuse = false;
    const { calls } = stubFetch({
      'GET /api/admin/members': () => json(200, { members: [DAWIT_ROW], nextCursor: null }),
      'GET /api/admin/members/m1': () => json(200, file),
      'GET /api/admin/members/m1/history': () => json(200, NO_HISTORY),
      'POST /api/admin/members/m1/role': (body) => {
        if (refuse) return json(403, { code: 'FORBIDDEN', message: 'x', details: { reason: 'RESTRICTED' } });
        file = { ...file, member: { ...file.member, role: (body as { role: 'admin' | 'member' }).role } };
        return json(200, { role: file.member.role });
      },
    });
    const user = setupUser();
    await renderWithProviders(<MembersSearch Dialog={TestDialog} />, { route: '/admin' });
    await user.type(screen.getByRole('searchbox', { name: 'E-mail, name or id' }), 'dawit');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: /Dawit · dawit@example.org/ }));
    expect(await screen.findByText('This member is not an admin.')).toBeTruthy();
    // No reason, no dialog.
    await user.click(screen.getByRole('button', { name: 'Make admin' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Reason for the role change' }), 'Joins the moderators');
    await user.click(screen.getByRole('button', { name: 'Make admin' }));
    const dialog = await screen.findByRole('dialog', { name: /^Make \u2068Dawit\u2069 an admin\?$/ });
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.route.startsWith('POST'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Make admin' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Done: this member is now an admin.')).toBeTruthy();
    expect(await screen.findByText('This member is an admin.')).toBeTruthy();
    expect(calls.find((call) => call.route === 'POST /api/admin/members/m1/role')?.body).toEqual({
      role: 'admin',
      reason: 'Joins the moderators',
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    refuse = true;
    await user.type(screen.getByRole('textbox', { name: 'Reason for the role change' }), 'Left');
    await user.click(screen.getByRole('button', { name: 'Remove the admin role' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /^Remove \u2068Dawit\u2069's admin role\?$/ })).getByRole('button', {
        name: 'Remove the role',
      }),
    );
    expect(await screen.findByText('The role could not be changed. A suspended or banned member cannot be made an admin.')).toBeTruthy();
  });
});
