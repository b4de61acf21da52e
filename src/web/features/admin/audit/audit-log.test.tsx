// The audit log on /admin: the entries with who acted and about whom, a search sent as the query,
// "Show more" following the server's cursor, the CSV link carrying the search, and a load failure
// with Retry.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, AuditLogPage } from '../../../../shared/contracts/audit-log';
import { renderWithProviders } from '../../../test/render';
import { json, stubFetch } from '../../../test/session-fixtures';
import { setupUser } from '../../../test/user-events';
import { AuditLog } from './audit-log';

const BAN: AuditEntry = {
  id: 7,
  action: 'ban',
  actor: { id: 'a1', name: 'Hodan', email: 'hodan@example.org' },
  member: { id: 'm1', name: 'Dawit', email: 'dawit@example.org' },
  reportId: null,
  contactMessageId: null,
  reason: 'Asked for money',
  at: '2026-11-27T09:00:00.000Z',
};
const PAGE: AuditLogPage = {
  entries: [BAN, { ...BAN, id: 6, action: 'role_change', actor: null, reason: 'admin' }],
  total: 3,
  nextCursor: 'WyIyMDI2LTExLTI3IDA5OjAwOjAwKzAwIiw2XQ',
};
const LAST: AuditLogPage = {
  entries: [{ ...BAN, id: 5, action: 'role_change', reason: 'member: Left the team' }],
  total: 3,
  nextCursor: null,
};

afterEach(() => vi.restoreAllMocks());

const urls = (spy: ReturnType<typeof stubFetch>['spy']) =>
  spy.mock.calls.map(([input]) => new URL(typeof input === 'string' ? input : '/', window.location.origin));

describe('AuditLog', () => {
  it('shows each entry with its action, who acted and about whom, and shows more after the cursor', async () => {
    let calls = 0;
    const { spy } = stubFetch({ 'GET /api/admin/audit-log': () => json(200, ++calls === 1 ? PAGE : LAST) });
    const user = setupUser();
    await renderWithProviders(<AuditLog />, { route: '/admin' });
    expect(screen.getByRole('heading', { level: 2, name: 'Audit log' })).toBeTruthy();
    await screen.findByText('Asked for money');
    const entries = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(entries).toEqual([
      expect.stringMatching(/Banned a member.*By Hodan \(hodan@example.org\) · about Dawit \(dawit@example.org\)Asked for money/),
      expect.stringMatching(/Role changed.*By the system · about Dawit \(dawit@example.org\)made admin$/),
    ]);
    expect(screen.getByText('2 of 3 entries shown')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show more entries' }));
    expect(await screen.findByText('admin role removed: Left the team')).toBeTruthy();
    expect(urls(spy).at(-1)?.searchParams.get('cursor')).toBe(PAGE.nextCursor);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('3 of 3 entries shown')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more entries' })).toBeNull();
  });

  it('sends the search, and the CSV link carries it', async () => {
    const { spy } = stubFetch({ 'GET /api/admin/audit-log': () => json(200, PAGE) });
    const user = setupUser();
    await renderWithProviders(<AuditLog />, { route: '/admin' });
    await screen.findByText('Asked for money');
    await user.type(screen.getByRole('searchbox', { name: 'Member (name, e-mail or id)' }), 'dawit');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Banned a member');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(urls(spy).some((url) => url.searchParams.get('member') === 'dawit' && url.searchParams.get('action') === 'ban')).toBe(true),
    );
    const link = screen.getByRole<HTMLAnchorElement>('link', { name: 'Download as CSV' });
    expect(new URL(link.href).pathname).toBe('/api/admin/audit-log/export');
    expect(new URL(link.href).searchParams.get('member')).toBe('dawit');
    expect(new URL(link.href).searchParams.get('action')).toBe('ban');
  });

  it('says when nothing matches, and when the log could not be loaded, with Retry', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/admin/audit-log': () =>
        ++calls === 1 ? json(500, { code: 'INTERNAL', message: 'x' }) : json(200, { ...PAGE, entries: [], total: 0 }),
    });
    const user = setupUser();
    await renderWithProviders(<AuditLog />, { route: '/admin' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The audit log could not be loaded.'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No entry matches.')).toBeTruthy();
  });
});
