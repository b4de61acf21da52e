// The home page / behind every gate (spec sections 2 and 4): the progress, then the first gate
// not yet passed, or 'You've completed all steps!'.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../shared/contracts/me';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { forgetSession } from '../../lib/session/use-session';
import { BASIC_PRICE_CENTS } from '../../../shared/constants';
import { formatPrice } from '../../lib/format';
import { Toaster, TOAST_DURATION_MS } from '../../components/ui/toaster';
import { HomePage } from './home-page';
import { NOT_STARTED_VERIFICATION } from '../../../shared/contracts/verification';

beforeEach(() => forgetSession());
afterEach(() => {
  vi.restoreAllMocks();
});

async function renderGate(me: Me, route = '/', language: 'en' | 'ar' = 'en') {
  stubFetch({
    'GET /api/me': () => json(200, me),
    'GET /api/payments/providers': () => json(200, { card: 'sandbox', paypal: 'sandbox' }),
    'GET /api/questionnaire': () => json(200, { answers: null }),
    'GET /api/verification': () => json(200, NOT_STARTED_VERIFICATION),
  });
  // The app's Toaster, as in root-layout.tsx: the confirmation link's notice is a toast.
  const result = await renderWithProviders(
    <>
      <HomePage />
      <Toaster />
    </>,
    { route, language },
  );
  await screen.findByRole('region', { name: language === 'en' ? 'Your Progress' : 'تقدّمك' });
  return result;
}

const current = () => screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');

describe('HomePage', () => {
  it('asks a visitor to sign in or create an account (step 1 of 5)', async () => {
    await renderGate(VISITOR);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Sahel Hearts' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(current()!.textContent).toBe('1Sign In');
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in or create your account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up');
  });

  it('shows a member without a subscription the paywall, with the price', async () => {
    await renderGate(member());
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Amina' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    expect(current()!.textContent).toMatch(/Subscribe/);
    expect(screen.getByRole('heading', { level: 2, name: 'Join Sahel Hearts' })).toBeTruthy();
    expect(screen.getByText('$5.99 per month')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pay by card' })).toBeTruthy();
    const steps = within(screen.getByRole('region', { name: 'Your Progress' })).getAllByRole('listitem');
    expect(steps[1]!.textContent).not.toMatch(/Coming soon/);
    expect(steps[0]!.textContent).toMatch(/done/);
    expect(steps[2]!.textContent).not.toMatch(/Coming soon/);
    expect(steps[3]!.textContent).not.toMatch(/Coming soon/);
  });

  it('shows a subscriber the questionnaire (step 3 of 5)', async () => {
    await renderGate(member({ hasSubscription: true }));
    expect(screen.getByText('Step 3 of 5')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Sahel Hearts Dating & Marriage Questionnaire' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the Verify ID step, starting with the ID document (step 4 of 5)', async () => {
    await renderGate(member({ hasSubscription: true, hasCompletedQuestionnaire: true }));
    expect(screen.getByText('Step 4 of 5')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Verify your identity' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Upload ID Document' })).toBeTruthy();
  });

  it("says 'You've completed all steps!' when every gate is passed", async () => {
    await renderGate(member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true }));
    expect(screen.getByText('Step 5 of 5')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: "You've completed all steps!" })).toBeTruthy();
    expect(current()).toBeUndefined();
  });

  it('greets the member the confirmation link signed in with a toast beside the paywall, not above it', async () => {
    const { router } = await renderGate(member(), '/?verified=1');
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('Your e-mail address is confirmed, and you are signed in.')).toBeTruthy();
    // Outside <main>: the step keeps its place on the first screen.
    expect(screen.getByRole('main').contains(notice)).toBe(false);
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pay by card' })).toBeTruthy();
    // Said once: the address loses ?verified, so a reload does not say it again.
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/');
  });

  it('hides the confirmation toast after its time', async () => {
    // GET /api/me answers when the test says, once the toast's timeouts are the test's.
    let answerMe!: (response: Response) => void;
    stubFetch({
      'GET /api/me': () => new Promise<Response>((resolve) => (answerMe = resolve)),
      'GET /api/payments/providers': () => json(200, { card: 'sandbox', paypal: 'sandbox' }),
    });
    await renderWithProviders(
      <>
        <HomePage />
        <Toaster />
      </>,
      { route: '/?verified=1' },
    );
    // Nothing is said before the server has said who this is.
    expect(screen.queryByRole('status')).toBeNull();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      answerMe(json(200, member()));
      // Let the answer through without moving the fake clock (vi.waitFor would move it).
      for (let turn = 0; turn < 50 && !screen.queryByRole('status'); turn += 1) {
        await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
      }
      act(() => {
        vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
      });
      expect(screen.queryByRole('status')).not.toBeNull();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the confirmation toast with its dismiss button, in Arabic', async () => {
    await renderGate(member(), '/?verified=1', 'ar');
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toMatch(/تم تأكيد/);
    fireEvent.click(within(notice).getByRole('button', { name: 'إغلاق' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks a visitor to sign in when the link opened no session (a link used again)', async () => {
    await renderGate(VISITOR, '/?verified=1');
    expect(within(await screen.findByRole('status')).getByText('Your e-mail address is confirmed. Sign in to continue.')).toBeTruthy();
  });

  it('shows a failed e-mail confirmation as an alert toast', async () => {
    const { router } = await renderGate(VISITOR, '/?error=INVALID_TOKEN');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/This confirmation link is not valid any more/);
    expect(screen.getByRole('main').contains(alert)).toBe(false);
    expect(router.state.location.search).toBe('');
  });

  it('says nothing on a plain visit', async () => {
    await renderGate(member(), '/');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent !== '')).toEqual([]);
  });

  it('speaks Arabic, with the price formatted for Arabic', async () => {
    await renderGate(member(), '/', 'ar');
    expect(screen.getByText('الخطوة 2 من 5')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'انضم إلى Sahel Hearts' })).toBeTruthy();
    const price = `${formatPrice(BASIC_PRICE_CENTS, 'ar')} شهريًا`;
    expect([...document.querySelectorAll('p')].some((p) => p.textContent === price)).toBe(true);
    expect(await screen.findByRole('button', { name: 'الدفع بالبطاقة' })).toBeTruthy();
  });

  it('offers a retry when /api/me cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(json(200, VISITOR));
    const { getByRole } = await renderWithProviders(<HomePage />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert').textContent).toMatch(/We could not reach Sahel Hearts/);
    fireEvent.click(retry);
    expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
    expect(getByRole('heading', { level: 1 })).toBeTruthy();
  });
});
