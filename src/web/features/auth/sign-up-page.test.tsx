import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { setupUser } from '../../test/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SignUpPage } from './sign-up-page';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { forgetSession } from '../../lib/session/use-session';

const ME_VISITOR = { 'GET /api/me': () => json(200, VISITOR) };
const posts = <C extends { route: string }>(calls: C[]) => calls.filter((call) => call.route.startsWith('POST'));

beforeEach(() => {
  forgetSession();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function fill(user: ReturnType<typeof userEvent.setup>, values: { dob?: string; password?: string } = {}) {
  await user.type(screen.getByLabelText('Display name'), 'Amina');
  await user.type(screen.getByLabelText('E-mail address'), 'amina@example.com');
  await user.type(screen.getByLabelText('Password'), values.password ?? 'a long enough secret');
  await user.type(screen.getByLabelText('Date of birth'), values.dob ?? '1995-04-12');
}

describe('SignUpPage', () => {
  it('explains the password and age rules before anything is typed', async () => {
    stubFetch(ME_VISITOR);
    await renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    const password = screen.getByLabelText('Password');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)!.textContent).toMatch(/Between 10 and 128 characters/);
    const dob = screen.getByLabelText('Date of birth');
    expect(document.getElementById(dob.getAttribute('aria-describedby')!)!.textContent).toMatch(/18 or older/);
  });

  it('marks every empty field, focuses the first, and sends nothing', async () => {
    const { calls } = stubFetch(ME_VISITOR);
    const user = setupUser();
    await renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const name = screen.getByLabelText('Display name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(4);
    expect(posts(calls)).toEqual([]);
  });

  it('refuses a short password and an under-18 date of birth, keeping what was typed', async () => {
    const { calls } = stubFetch(ME_VISITOR);
    const user = setupUser();
    await renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    const lastYear = new Date().getFullYear() - 1;
    await fill(user, { password: 'short', dob: `${lastYear}-01-01` });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(password.getAttribute('aria-describedby')).toContain('auth-password-error');
    expect(screen.getByText('The password must be between 10 and 128 characters long.')).toBeTruthy();
    expect(screen.getByText('You must be 18 or older to join Sahel Hearts.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.getByLabelText<HTMLInputElement>('Display name').value).toBe('Amina');
    expect(posts(calls)).toEqual([]);
  });

  it('sends the account with the page language and shows "check your inbox"', async () => {
    const { calls } = stubFetch({ ...ME_VISITOR, 'POST /api/auth/sign-up/email': () => json(200, { status: true }) });
    const user = setupUser();
    await renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText(/We have sent a message to amina@example.com/)).toBeTruthy();
    expect(posts(calls)[0]!.body).toEqual({
      displayName: 'Amina',
      email: 'amina@example.com',
      password: 'a long enough secret',
      dateOfBirth: '1995-04-12',
      language: 'en',
    });
  });

  it('shows the server refusing the age on the date field, and 429 as rate limited', async () => {
    let answer = json(400, { code: 'UNDER_MINIMUM_AGE', message: 'Members must be 18 or older.' });
    stubFetch({ ...ME_VISITOR, 'POST /api/auth/sign-up/email': () => answer });
    const user = setupUser();
    await renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // The form's alert region may be on the page, still empty, before the refusal fills it: wait for the text.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveProperty('textContent', 'You must be 18 or older to join Sahel Hearts.'));
    expect(screen.getByLabelText('Date of birth').getAttribute('aria-invalid')).toBe('true');

    answer = json(429, { message: 'Too many requests' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Too many attempts. Please wait a while and try again.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe('amina@example.com');
  });

  it('resends the confirmation e-mail from "check your inbox", and says when it is rate limited', async () => {
    let resendAnswer = json(200, { status: true });
    const { calls } = stubFetch({
      ...ME_VISITOR,
      'POST /api/auth/sign-up/email': () => json(200, { status: true }),
      'POST /api/auth/send-verification-email': () => resendAnswer,
    });
    const user = setupUser();
    await renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(await screen.findByRole('button', { name: 'Resend the e-mail' }));
    expect((await screen.findByRole('status')).textContent).toMatch(
      /If amina@example.com is waiting for a confirmation, a new link is on its way/,
    );
    expect(posts(calls).at(-1)).toEqual({ route: 'POST /api/auth/send-verification-email', body: { email: 'amina@example.com' } });

    resendAnswer = json(429, { message: 'Too many requests' });
    await user.click(screen.getByRole('button', { name: 'Resend the e-mail' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please wait a while and try again.'));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('resends in the page language (Swahili)', async () => {
    stubFetch({
      ...ME_VISITOR,
      'POST /api/auth/sign-up/email': () => json(200, { status: true }),
      'POST /api/auth/send-verification-email': () => json(200, { status: true }),
    });
    const user = setupUser();
    await renderWithProviders(<SignUpPage />, { route: '/sign-up', language: 'sw' });
    await user.type(screen.getByLabelText('Jina la kuonyeshwa'), 'Amina');
    await user.type(screen.getByLabelText('Anwani ya barua pepe'), 'amina@example.com');
    await user.type(screen.getByLabelText('Nenosiri'), 'a long enough secret');
    await user.type(screen.getByLabelText('Tarehe ya kuzaliwa'), '1995-04-12');
    await user.click(screen.getByRole('button', { name: 'Fungua akaunti' }));
    await user.click(await screen.findByRole('button', { name: 'Tuma barua pepe tena' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/kiungo kipya kinakuja/);
  });

  it('sends a signed-in member to / in place of the form', async () => {
    stubFetch({ 'GET /api/me': () => json(200, member()) });
    const { router } = await renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
