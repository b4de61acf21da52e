// The members section on /admin: a search sent as typed, a member's file opened in place, a ban
// sent through moderation's route and a lift through the account actions, each with its reason,
// and a reason required before anything is sent.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberFile } from '../../../../shared/contracts/admin-members';
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
  history: [],
  sessions: [{ createdAt: '2026-11-27T08:00:00.000Z', expiresAt: '2026-12-27T08:00:00.000Z', userAgent: 'Firefox' }],
};
const BANNED: MemberFile = { ...FILE, restriction: { kind: 'banned', until: null, reason: 'Scam' }, sessions: [] };

afterEach(() => vi.restoreAllMocks());

describe('MembersSearch', () => {
  it('finds a member, opens their file, bans them through moderation and lifts the ban, each with its reason', async () => {
    let file = FILE;
    const { spy, calls } = stubFetch({
      'GET /api/admin/members': () =>
        json(200, {
          members: [
            {
              id: 'm1',
              email: 'dawit@example.org',
              displayName: 'Dawit',
              role: 'member',
              createdAt: FILE.member.createdAt,
              restriction: null,
            },
          ],
        }),
      'GET /api/admin/members/m1': () => json(200, file),
      'POST /api/admin/members/m1/moderation': () => ((file = BANNED), json(200, { done: 'ban' })),
      'POST /api/admin/members/m1/account-actions': () => ((file = FILE), json(200, { done: 'lift_restriction' })),
    });
    const user = setupUser();
    await renderWithProviders(<MembersSearch />, { route: '/admin' });
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
    stubFetch({ 'GET /api/admin/members': () => json(200, { members: [] }) });
    const user = setupUser();
    await renderWithProviders(<MembersSearch />, { route: '/admin' });
    await user.type(screen.getByRole('searchbox', { name: 'E-mail, name or id' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No member matches.')).toBeTruthy();
  });
});
