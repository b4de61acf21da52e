import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { setupUser } from '../../test/user-events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ResetPasswordPage } from './reset-password-page';
import { json, stubFetch } from '../../test/session-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

async function choose(user: ReturnType<typeof userEvent.setup>, first: string, second = first) {
  await user.type(screen.getByLabelText('New password'), first);
  await user.type(screen.getByLabelText('Repeat the new password'), second);
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('ResetPasswordPage', () => {
  it.each(['/reset-password', '/reset-password?error=INVALID_TOKEN'])('explains a broken link (%s) and offers a new one', async (route) => {
    await renderWithProviders(<ResetPasswordPage />, { route });
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('asks for the same password twice', async () => {
    const { spy } = stubFetch({});
    const user = setupUser();
    await renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc' });
    await choose(user, 'a new long secret', 'a different secret');
    expect(await screen.findByText('The two passwords are not the same.')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows the invalid-token screen when the server refuses the token', async () => {
    stubFetch({ 'POST /api/auth/reset-password': () => json(400, { code: 'INVALID_TOKEN', message: 'invalid token' }) });
    const user = setupUser();
    await renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=old' });
    await choose(user, 'a new long secret');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText(/may have expired or already been used/)).toBeTruthy();
  });

  it('saves the new password with the token and links to sign in', async () => {
    const { calls } = stubFetch({ 'POST /api/auth/reset-password': () => json(200, { status: true }) });
    const user = setupUser();
    await renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc' });
    await choose(user, 'a new long secret');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(calls[0]!.body).toEqual({ newPassword: 'a new long secret', token: 'abc' });
  });
});
