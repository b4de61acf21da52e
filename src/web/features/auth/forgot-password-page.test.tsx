import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../test/user-events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { json, stubFetch } from '../../test/session-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

const SENT = 'If an account exists for this address, we have sent it a link to reset the password. Check your inbox.';

describe('ForgotPasswordPage', () => {
  it('gives the same answer for every address and asks for the reset page as the link target', async () => {
    const { calls } = stubFetch({ 'POST /api/auth/request-password-reset': () => json(200, { status: true }) });
    const user = setupUser();
    await renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    for (const [index, email] of ['member@example.com', 'nobody@example.com'].entries()) {
      const field = screen.getByLabelText('E-mail address');
      await user.clear(field);
      await user.type(field, email);
      await user.click(screen.getByRole('button', { name: 'Send the link' }));
      await waitFor(() => expect(calls).toHaveLength(index + 1));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SENT));
    }
    expect(calls.map((call) => call.body)).toEqual([
      { email: 'member@example.com', redirectTo: '/reset-password' },
      { email: 'nobody@example.com', redirectTo: '/reset-password' },
    ]);
  });

  it('checks the address first and reports rate limiting', async () => {
    stubFetch({ 'POST /api/auth/request-password-reset': () => json(429, {}) });
    const user = setupUser();
    await renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/Please enter a valid e-mail address/)).toBeTruthy();
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'member@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please wait a while and try again.'));
    expect(screen.queryByText(SENT)).toBeNull();
  });
});
