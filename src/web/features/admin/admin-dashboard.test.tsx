// The admin dashboard: 'Loading...', three cards with live counts and overrides, saving and
// clearing an override (the PUT bodies), refused input that sends nothing, the toasts, and a
// load failure with Retry.
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../test/user-events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCounters } from '../../../shared/contracts/admin-counters';
import { toast } from '../../components/ui/toaster';
import { renderWithProviders } from '../../test/render';
import { json, stubFetch } from '../../test/session-fixtures';
import { AdminDashboard } from './admin-dashboard';

vi.mock('../../components/ui/toaster', () => ({ toast: vi.fn(() => 1) }));

const COUNTERS: AdminCounters = {
  verified: { live: 1234, override: null },
  matches: { live: 0, override: 640 },
  events: { live: 153, override: null },
};

const card = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toast).mockClear();
});

describe('AdminDashboard', () => {
  it("shows 'Loading...', then the three counters with live counts and overrides", async () => {
    let answer: (value: Response) => void = () => {};
    stubFetch({ 'GET /api/admin/counters': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderWithProviders(<AdminDashboard />, { route: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    answer(json(200, COUNTERS));

    const verified = await screen.findByRole('region', { name: 'Verified members' });
    expect(within(verified).getByText('None')).toBeTruthy();
    expect(within(verified).getByLabelText<HTMLInputElement>('Override for Verified members').value).toBe('');
    // No override and a live count: the public sees the live count.
    expect(within(verified).getAllByText('1,234')).toHaveLength(2);
    const matches = card('Successful matches');
    expect(within(matches).getAllByText('640')).toHaveLength(2);
    expect(within(matches).getByLabelText<HTMLInputElement>('Override for Successful matches').value).toBe('640');
    expect(card('Events')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('formats the counts in the language of the page', async () => {
    stubFetch({ 'GET /api/admin/counters': () => json(200, COUNTERS) });
    await renderWithProviders(<AdminDashboard />, { route: '/admin', language: 'fr' });
    const verified = await screen.findByRole('region', { name: 'Membres vérifiés' });
    // French groups thousands with a narrow no-break space: '1 234'.
    expect(within(verified).getAllByText(/^1\s234$/)).toHaveLength(2);
  });

  it('saves an override with the right PUT body, shows the answer and says Success', async () => {
    const saved = { ...COUNTERS, verified: { live: 1234, override: 4321 } };
    const { calls, spy } = stubFetch({
      'GET /api/admin/counters': () => json(200, COUNTERS),
      'PUT /api/admin/counters/verified': () => json(200, saved),
      'GET /api/counters': () => json(200, {}),
    });
    const user = setupUser();
    await renderWithProviders(<AdminDashboard />, { route: '/admin' });
    const verified = await screen.findByRole('region', { name: 'Verified members' });
    await user.type(within(verified).getByLabelText('Override for Verified members'), '4321');
    await user.click(within(verified).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(verified).getAllByText('4,321')).toHaveLength(2));
    expect(calls.filter((call) => call.route.startsWith('PUT'))).toEqual([
      { route: 'PUT /api/admin/counters/verified', body: { value: 4321 } },
    ]);
    // This browser's cached public counters are refreshed, so the landing page shows the change.
    expect(calls.map((call) => call.route).slice(-2)).toEqual(['PUT /api/admin/counters/verified', 'GET /api/counters']);
    expect(spy.mock.calls.at(-1)?.[1]?.cache).toBe('reload');
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Verified members override updated' });
    expect(within(verified).queryByText('None')).toBeNull();
  });

  it('clears an override with null when the field is emptied', async () => {
    const cleared = { ...COUNTERS, matches: { live: 0, override: null } };
    const { calls } = stubFetch({
      'GET /api/admin/counters': () => json(200, COUNTERS),
      'PUT /api/admin/counters/matches': () => json(200, cleared),
      'GET /api/counters': () => json(200, {}),
    });
    const user = setupUser();
    await renderWithProviders(<AdminDashboard />, { route: '/admin' });
    const matches = await screen.findByRole('region', { name: 'Successful matches' });
    await user.clear(within(matches).getByLabelText('Override for Successful matches'));
    await user.click(within(matches).getByRole('button', { name: 'Save' }));

    expect(await within(matches).findByText('None')).toBeTruthy();
    // Live count 0 and no override: the public sees the fallback.
    expect(within(matches).getByText('500')).toBeTruthy();
    expect(calls.find((call) => call.route.startsWith('PUT'))).toEqual({ route: 'PUT /api/admin/counters/matches', body: { value: null } });
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Successful matches override updated' });
  });

  it('refuses input that is not a whole number, inline and without a request', async () => {
    const { calls } = stubFetch({ 'GET /api/admin/counters': () => json(200, COUNTERS) });
    const user = setupUser();
    await renderWithProviders(<AdminDashboard />, { route: '/admin' });
    const events = await screen.findByRole('region', { name: 'Events' });
    const input = within(events).getByLabelText('Override for Events');
    await user.type(input, '-12.5');
    await user.click(within(events).getByRole('button', { name: 'Save' }));

    const error = await within(events).findByRole('alert');
    expect(error.textContent).toMatch(/Enter a whole number of 0 or more/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect((input as HTMLInputElement).value).toBe('-12.5');
    expect(calls.map((call) => call.route)).toEqual(['GET /api/admin/counters']);
    expect(toast).not.toHaveBeenCalled();
  });

  it('says Error when the save fails, keeps what was typed, and disables Save meanwhile', async () => {
    let fail: (value: Response) => void = () => {};
    stubFetch({
      'GET /api/admin/counters': () => json(200, COUNTERS),
      'PUT /api/admin/counters/events': () => new Promise<Response>((resolve) => (fail = resolve)),
    });
    const user = setupUser();
    await renderWithProviders(<AdminDashboard />, { route: '/admin' });
    const events = await screen.findByRole('region', { name: 'Events' });
    const input = within(events).getByLabelText('Override for Events');
    await user.type(input, '99');
    await user.click(within(events).getByRole('button', { name: 'Save' }));
    const saving = await within(events).findByRole<HTMLButtonElement>('button', { name: 'Saving...' });
    expect(saving.disabled).toBe(true);

    fail(json(500, { code: 'INTERNAL', message: 'boom' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Error', description: 'Failed to update override', variant: 'destructive' }),
    );
    expect(within(events).getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
    expect((input as HTMLInputElement).value).toBe('99');
    expect(within(events).getByText('None')).toBeTruthy();
  });

  it('shows a translated error with Retry when the counters cannot be loaded', async () => {
    let fail = true;
    stubFetch({ 'GET /api/admin/counters': () => (fail ? json(403, { code: 'FORBIDDEN' }) : json(200, COUNTERS)) });
    const user = setupUser();
    await renderWithProviders(<AdminDashboard />, { route: '/admin', language: 'ar' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('تعذر تحميل العدادات.'));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByRole('region', { name: 'الأعضاء الموثقون' })).toBeTruthy();
  });
});
