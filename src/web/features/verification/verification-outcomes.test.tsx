// What follows the phone code (spec section 4, decision on verification): 'Verification
// Complete!' then /profiles 2 seconds later with the session asked again; 'pending review' with
// the date it was sent and no promise of an e-mail; a rejection with the admin's reason and
// "Start again" back to step 1.
import { act, screen } from '@testing-library/react';
import { setupUser } from '../../test/user-events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch } from '../../test/session-fixtures';
import { forgetSession } from '../../lib/session/use-session';
import { verificationStatus } from './testing';
import { REDIRECT_DELAY_MS, VerificationComplete } from './verification-complete';
import { VerificationStep } from './verification-step';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  forgetSession();
});

describe('VerificationComplete', () => {
  it('says the identity is verified, then goes to /profiles after 2 seconds and refreshes the session', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { calls } = stubFetch({
      'GET /api/me': () => json(200, member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true })),
    });
    const { router } = await renderWithProviders(<VerificationComplete focusOnMount={false} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Verification Complete!' })).toBeTruthy();
    expect(screen.getByText('Your identity has been successfully verified.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Redirecting to profiles...');

    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 1));
    expect(router.state.location.pathname).toBe('/');
    expect(calls.filter((call) => call.route === 'GET /api/me')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(REDIRECT_DELAY_MS).toBe(2000);
    expect(router.state.location.pathname).toBe('/profiles');
    expect(calls.filter((call) => call.route === 'GET /api/me')).toHaveLength(1);
  });

  it('goes nowhere once the member has left the screen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubFetch({});
    const { router, unmount } = await renderWithProviders(<VerificationComplete focusOnMount={false} />);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('VerificationStep: the outcomes', () => {
  it('shows an approved member the complete screen (a session that had not caught up)', async () => {
    stubFetch({
      'GET /api/verification': () =>
        json(200, verificationStatus({ status: 'approved', hasIdDocument: true, hasSelfie: true, phoneVerified: true })),
    });
    await renderWithProviders(<VerificationStep />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Verification Complete!' })).toBeTruthy();
  });

  it('shows pending review with the date, says to come back here, and checks again on request', async () => {
    const user = setupUser();
    let decided = false;
    const pending = verificationStatus({
      status: 'pending',
      hasIdDocument: true,
      hasSelfie: true,
      phoneVerified: true,
      submittedAt: '2026-11-20T09:30:00.000Z',
    });
    stubFetch({
      'GET /api/verification': () =>
        json(200, decided ? { ...pending, status: 'approved', decidedAt: '2026-11-21T09:30:00.000Z' } : pending),
      'GET /api/me': () => json(200, {}),
    });
    await renderWithProviders(<VerificationStep />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Your verification is pending review' })).toBeTruthy();
    expect(screen.getByText(/^You sent it on .*Nov 20/)).toBeTruthy();
    expect(screen.getByText(/Come back to this page to see the decision/)).toBeTruthy();
    expect(screen.queryByText(/e-mail/i)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Check for a decision' }));
    expect(await screen.findByText('No decision yet. Please come back a little later.')).toBeTruthy();

    decided = true;
    await user.click(screen.getByRole('button', { name: 'Check for a decision' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Verification Complete!' })).toBeTruthy();
  });

  it("shows a rejection with the admin's reason, isolated, and Start again goes back to step 1", async () => {
    const user = setupUser();
    const reason = 'الصورة غير واضحة — please retake it';
    stubFetch({
      'GET /api/verification': () =>
        json(
          200,
          verificationStatus({ status: 'rejected', hasIdDocument: true, hasSelfie: true, phoneVerified: true, rejectionReason: reason }),
        ),
    });
    await renderWithProviders(<VerificationStep />);
    expect(await screen.findByRole('heading', { level: 3, name: 'We could not verify your identity' })).toBeTruthy();
    const shown = screen.getByText(reason);
    expect(shown.tagName).toBe('BDI');
    expect(screen.queryByRole('list', { name: 'Verification steps' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    const heading = screen.getByRole('heading', { level: 3, name: 'Upload ID Document' });
    expect(document.activeElement).toBe(heading);
    // The rejected photos are not offered again: a new one is needed.
    expect(screen.queryByRole('img', { name: 'Preview of your ID document' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(true);
  });

  it('speaks Arabic on the outcome screens', async () => {
    stubFetch({ 'GET /api/verification': () => json(200, verificationStatus({ status: 'rejected', rejectionReason: 'Blurry photo' })) });
    await renderWithProviders(<VerificationStep />, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 3, name: 'لم نتمكن من التحقق من هويتك' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'البدء من جديد' })).toBeTruthy();
  });
});
