// Verify Phone Number (spec sections 4 and 5): the code field appears once a number is typed,
// keeps digits only, at most 6; fewer than 6 is refused without a request; the code request says
// where it went and respects the server's wait; the right code ends on the provider's outcome.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupUser } from '../../test/user-events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { json, stubFetch } from '../../test/session-fixtures';
import { verificationStatus } from './testing';
import { VerificationStep } from './verification-step';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Handler = (body: unknown) => Response | Promise<Response>;
const AT_PHONE = verificationStatus({ status: 'in_progress', hasIdDocument: true, hasSelfie: true });

async function renderPhone(routes: Record<string, Handler> = {}, status = AT_PHONE) {
  const stub = stubFetch({ 'GET /api/verification': () => json(200, status), ...routes });
  await renderWithProviders(<VerificationStep />);
  await screen.findByRole('heading', { level: 3, name: 'Verify Phone Number' });
  return stub;
}

const phoneField = () => screen.getByLabelText<HTMLInputElement>('Phone number');
const codeField = () => screen.queryByLabelText<HTMLInputElement>('6-digit code');
const sent = (calls: { route: string; body: unknown }[], route: string) => calls.filter((call) => call.route === route);

describe('VerificationStep: the phone', () => {
  it('shows the code field only once a number is typed', async () => {
    const user = setupUser();
    await renderPhone();
    expect(phoneField().type).toBe('tel');
    expect(phoneField().placeholder).toBe('(555) 123-4567');
    expect(screen.getByText(/Include your country code, e.g. \+1/)).toBeTruthy();
    expect(codeField()).toBeNull();
    await user.type(phoneField(), '+1');
    expect(codeField()).not.toBeNull();
    expect(codeField()!.inputMode).toBe('numeric');
    expect(codeField()!.autocomplete).toBe('one-time-code');
    await user.clear(phoneField());
    expect(codeField()).toBeNull();
  });

  it('strips every non-digit from the code as typed, and keeps 6 at most', async () => {
    const user = setupUser();
    await renderPhone();
    await user.type(phoneField(), '+1 555 123 4567');
    await user.type(codeField()!, '1a2-b3 4');
    expect(codeField()!.value).toBe('1234');
    await user.type(codeField()!, '56789');
    expect(codeField()!.value).toBe('123456');
    await user.clear(codeField()!);
    await user.click(codeField()!);
    await user.paste('98-76-54');
    expect(codeField()!.value).toBe('987654');
  });

  it("refuses fewer than 6 digits with 'Please enter a valid 6-digit code', sending nothing", async () => {
    const user = setupUser();
    const { calls } = await renderPhone({
      'POST /api/verification/phone/verify': () => json(200, verificationStatus({ status: 'approved' })),
    });
    await user.type(phoneField(), '+1 555 123 4567');
    await user.type(codeField()!, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please enter a valid 6-digit code'));
    expect(codeField()!.getAttribute('aria-invalid')).toBe('true');
    expect(sent(calls, 'POST /api/verification/phone/verify')).toHaveLength(0);
  });

  it('sends the code, says where it went, and offers a new one', async () => {
    const user = setupUser();
    const { calls } = await renderPhone({
      'POST /api/verification/phone/code': () => json(200, { sentTo: '•••• 4567', expiresAt: '2030-01-01T10:10:00.000Z' }),
    });
    await user.type(phoneField(), '+1 (555) 123-4567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/We sent a code to \u2068•••• 4567\u2069\. It works until/)).toBeTruthy();
    expect(sent(calls, 'POST /api/verification/phone/code')[0]!.body).toEqual({ phoneNumber: '+1 (555) 123-4567' });
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeTruthy();
  });

  it('refuses a number without a country code before asking the server', async () => {
    const user = setupUser();
    const { calls } = await renderPhone({ 'POST /api/verification/phone/code': () => json(200, {}) });
    await user.type(phoneField(), '555');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Enter your phone number with its country code/));
    expect(sent(calls, 'POST /api/verification/phone/code')).toHaveLength(0);
  });

  it('waits as long as the server says after too many code requests', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await renderPhone({
      'POST /api/verification/phone/code': () =>
        json(429, { code: 'RATE_LIMITED', message: 'Too many', details: { retryAfterSeconds: 3 } }),
    });
    await user.type(phoneField(), '+221 77 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('You can ask for another code in 3 seconds.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Too many attempts/);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send code' }).disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send code' }).disabled).toBe(false));
    expect(screen.queryByText(/You can ask for another code/)).toBeNull();
  });

  it('shows a wrong code translated and keeps what was typed', async () => {
    const user = setupUser();
    await renderPhone({ 'POST /api/verification/phone/verify': () => json(400, { code: 'CODE_INCORRECT', message: 'Incorrect code' }) });
    await user.type(phoneField(), '+1 555 123 4567');
    await user.type(codeField()!, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/That code is not right/));
    expect(codeField()!.value).toBe('123456');
  });

  it("verifies the right code and shows 'Verification Complete!' (sandbox)", async () => {
    const user = setupUser();
    const { calls } = await renderPhone({
      'POST /api/verification/phone/verify': () => json(200, verificationStatus({ ...AT_PHONE, status: 'approved', phoneVerified: true })),
      'GET /api/me': () => json(200, {}),
    });
    await user.type(phoneField(), '+1 555 123 4567');
    await user.type(codeField()!, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Verification Complete!' })).toBeTruthy();
    expect(sent(calls, 'POST /api/verification/phone/verify')[0]!.body).toEqual({ code: '654321' });
    expect(screen.queryByRole('list', { name: 'Verification steps' })).toBeNull();
  });

  it('ends on pending review with the manual provider', async () => {
    const user = setupUser();
    await renderPhone({
      'POST /api/verification/phone/verify': () =>
        json(200, verificationStatus({ ...AT_PHONE, status: 'pending', phoneVerified: true, submittedAt: '2026-11-20T09:30:00.000Z' })),
    });
    await user.type(phoneField(), '+1 555 123 4567');
    await user.type(codeField()!, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Your verification is pending review' })).toBeTruthy();
  });

  it('asks only for Submit when the phone is verified already (a resubmission)', async () => {
    const user = setupUser();
    const { calls } = await renderPhone(
      {
        'POST /api/verification/submit': () =>
          json(200, verificationStatus({ status: 'pending', phoneVerified: true, submittedAt: '2026-11-20T09:30:00.000Z' })),
      },
      verificationStatus({ status: 'in_progress', hasIdDocument: true, hasSelfie: true, phoneVerified: true, phoneNumber: '•••• 4567' }),
    );
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    expect(screen.getByText('•••• 4567')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Your verification is pending review' })).toBeTruthy();
    expect(sent(calls, 'POST /api/verification/submit')).toHaveLength(1);
  });
});
