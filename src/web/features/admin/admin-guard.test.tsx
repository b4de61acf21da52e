// /admin's check: 'Loading...' while the session loads, a visitor back to '/', a member refused
// with 'Access Denied', an admin let through to the dashboard.
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../test/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../shared/contracts/me';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { forgetSession } from '../../lib/session/use-session';
import { AdminGuard } from './admin-guard';

const admin = (): Me => {
  const me = member();
  return { ...me, user: { ...me.user!, role: 'admin' } };
};

const renderGuard = (language: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <AdminGuard>
      <p>the dashboard</p>
    </AdminGuard>,
    { route: '/admin', language },
  );

beforeEach(() => forgetSession());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('AdminGuard', () => {
  it("shows 'Loading...' until the server says who the visitor is", async () => {
    let answer: (value: Response) => void = () => {};
    stubFetch({ 'GET /api/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderGuard();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('the dashboard')).toBeNull();
    answer(json(200, admin()));
    expect(await screen.findByText('the dashboard')).toBeTruthy();
  });

  it("sends a visitor to '/' in place of /admin", async () => {
    stubFetch({ 'GET /api/me': () => json(200, VISITOR) });
    const { router } = await renderGuard();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('the dashboard')).toBeNull();
  });

  it("refuses a member with 'Access Denied', a reason and a way home", async () => {
    stubFetch({ 'GET /api/me': () => json(200, member()) });
    await renderGuard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText(/does not have the admin role/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('the dashboard')).toBeNull();
  });

  it('refuses a member in Arabic too', async () => {
    stubFetch({ 'GET /api/me': () => json(200, member()) });
    await renderGuard('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'تم رفض الوصول' })).toBeTruthy();
  });

  it('lets an admin through to the dashboard', async () => {
    stubFetch({ 'GET /api/me': () => json(200, admin()) });
    await renderGuard();
    expect(await screen.findByText('the dashboard')).toBeTruthy();
    expect(screen.queryByText('Access Denied')).toBeNull();
  });

  it('offers Retry when the session check fails, and lets an admin in on the retry', async () => {
    let fail = true;
    stubFetch({ 'GET /api/me': () => (fail ? json(500, { code: 'INTERNAL' }) : json(200, admin())) });
    await renderGuard();
    expect(await screen.findByText(/could not check your access/)).toBeTruthy();
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the dashboard')).toBeTruthy();
  });
});
