import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../test/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASIC_PRICE_CENTS, PREMIUM_ADDON_CENTS, PREMIUM_TOTAL_CENTS } from '../../../shared/constants';
import { formatPrice } from '../../lib/format';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch } from '../../test/session-fixtures';
import { forgetSession } from '../../lib/session/use-session';
import { leaveSite } from '../../lib/payments/leave-site';
import { PricingPage } from './pricing-page';

vi.mock('../../lib/payments/leave-site', () => ({ leaveSite: vi.fn() }));

beforeEach(() => forgetSession());
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(leaveSite).mockReset();
});

const SUBSCRIBED = member({ hasSubscription: true });
const PREMIUM = member({ hasSubscription: true, isPremium: true });
const BOTH = { card: 'sandbox', paypal: 'sandbox' };

async function renderPage(
  routes: Parameters<typeof stubFetch>[0] = {},
  { language = 'en', route = '/pricing' }: { language?: 'en' | 'fr' | 'ar'; route?: string } = {},
) {
  const stub = stubFetch({
    'GET /api/me': () => json(200, SUBSCRIBED),
    'GET /api/payments/providers': () => json(200, BOTH),
    ...routes,
  });
  const user = setupUser();
  const rendered = await renderWithProviders(<PricingPage />, { route, language });
  await waitFor(() => expect(stub.calls.some((call) => call.route === 'GET /api/me')).toBe(true));
  return { ...stub, ...rendered, user };
}

const upgradeButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Upgrade to Premium' });

describe('PricingPage', () => {
  it('shows Basic and Premium with the spec features, prices and the Most Popular badge', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Membership plans' })).toBeTruthy();
    expect(document.title).toBe('Membership and Premium | Sahel Hearts');
    const basic = screen.getByRole('region', { name: 'Basic Member' });
    const premium = screen.getByRole('region', { name: 'Premium Member' });
    expect(within(basic).getByText('$5.99 per month')).toBeTruthy();
    expect(
      within(basic)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Access to profiles', 'Basic matching', 'Limited daily swipes', 'Cultural events access']);
    expect(within(premium).getByText('$11.98 per month')).toBeTruthy();
    expect(within(premium).getByText('$5.99 Basic + $5.99 Premium')).toBeTruthy();
    expect(within(premium).getByText('Most Popular')).toBeTruthy();
    expect(within(basic).queryByText('Most Popular')).toBeNull();
    expect(
      within(premium)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Unlimited profile views',
      'Exclusive hookah gatherings',
      'Cultural event invitations',
      'Premium profile badge',
      'Priority support',
    ]);
    expect(within(basic).getByText('Your plan')).toBeTruthy();
    await waitFor(() => expect(upgradeButton().disabled).toBe(false));
  });

  it.each([
    ['fr', 'par mois', '5,99', '11,98'],
    ['ar', 'شهريًا', '5.99', '11.98'],
  ] as const)('in %s, formats the prices for the language', async (language, perMonth, basic, total) => {
    await renderPage({}, { language });
    expect(formatPrice(BASIC_PRICE_CENTS, language)).toContain(basic);
    expect(formatPrice(PREMIUM_TOTAL_CENTS, language)).toContain(total);
    const shown = screen.getAllByText((_, element) => element?.tagName === 'P').map((element) => element.textContent);
    for (const cents of [BASIC_PRICE_CENTS, PREMIUM_TOTAL_CENTS]) expect(shown).toContain(`${formatPrice(cents, language)} ${perMonth}`);
    expect(
      shown.some(
        (text) =>
          text?.startsWith(formatPrice(BASIC_PRICE_CENTS, language)) && text.includes(formatPrice(PREMIUM_ADDON_CENTS, language), 5),
      ),
    ).toBe(true);
  });

  it("says 'Already Premium', disabled, to a premium member, without asking for payment methods", async () => {
    const { calls } = await renderPage({ 'GET /api/me': () => json(200, PREMIUM) });
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Already Premium' });
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Premium Member' })).getByText('Your plan')).toBeTruthy();
    expect(calls.some((call) => call.route === 'POST /api/payments/checkout')).toBe(false);
  });

  it('upgrades by PayPal: the button waits while the checkout is created, then the browser leaves for it', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls, user } = await renderPage({
      'POST /api/payments/checkout': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await user.click(upgradeButton());
    expect(upgradeButton().disabled).toBe(true);
    expect(screen.getByText('Opening the secure checkout...')).toBeTruthy();
    answer(json(200, { url: '/sandbox/checkout/chk_1', sessionId: 'chk_1' }));
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith('/sandbox/checkout/chk_1'));
    expect(calls.find((call) => call.route === 'POST /api/payments/checkout')?.body).toEqual({ plan: 'premium', provider: 'sandbox' });
  });

  it('offers only the methods the server has a provider for', async () => {
    await renderPage({ 'GET /api/payments/providers': () => json(200, { card: 'stripe', paypal: null }) });
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'PayPal' })).toBeNull());
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Card' }).checked).toBe(true);
  });

  it.each([
    [
      403,
      { code: 'FORBIDDEN', message: 'x', details: { reason: 'MEMBERSHIP_REQUIRED' } },
      'Premium needs an active membership. Please subscribe first.',
    ],
    [500, { code: 'INTERNAL', message: 'x' }, 'Something went wrong on our side. Please try again.'],
  ])('after a %i, says why in words and enables the button again', async (status, body, message) => {
    const { user } = await renderPage({ 'POST /api/payments/checkout': () => json(status, body) });
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(2));
    await user.click(upgradeButton());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(upgradeButton().disabled).toBe(false);
    expect(upgradeButton().getAttribute('aria-describedby')).toBeTruthy();
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it('on return from a paid checkout, has the server confirm it, then welcomes the member to Premium', async () => {
    let premium = false;
    const { calls, router } = await renderPage(
      {
        'GET /api/me': () => json(200, premium ? PREMIUM : SUBSCRIBED),
        'POST /api/payments/confirm': () => {
          premium = true;
          return json(200, { success: true });
        },
      },
      { route: '/pricing?checkout=success&provider=sandbox&session_id=chk_9' },
    );
    expect(await screen.findByText('Welcome to Premium! Your upgrade is active.')).toBeTruthy();
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Already Premium' })).disabled).toBe(true);
    expect(calls.filter((call) => call.route === 'POST /api/payments/confirm').map((call) => call.body)).toEqual([
      { provider: 'sandbox', sessionId: 'chk_9' },
    ]);
    expect(screen.queryByText(/Demo/)).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('in Arabic, says the upgrade is active in Arabic', async () => {
    await renderPage(
      { 'POST /api/payments/confirm': () => json(200, { success: true }) },
      { language: 'ar', route: '/pricing?checkout=success&provider=sandbox&session_id=chk_9' },
    );
    expect(await screen.findByText('مرحبًا بك في بريميوم! ترقيتك مفعّلة.')).toBeTruthy();
  });

  it('says when the provider has not confirmed the payment, and grants nothing', async () => {
    await renderPage(
      { 'POST /api/payments/confirm': () => json(200, { success: false }) },
      { route: '/pricing?checkout=success&provider=sandbox&session_id=chk_9' },
    );
    expect(await screen.findByText(/We have not received the confirmation of your payment yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeTruthy();
  });

  it('asks the server again on Check again, since the address no longer holds the return', async () => {
    let premium = false;
    let answers = [false, true];
    const { calls, router } = await renderPage(
      {
        'GET /api/me': () => json(200, premium ? PREMIUM : SUBSCRIBED),
        'POST /api/payments/confirm': () => {
          const [success = true, ...rest] = answers;
          answers = rest;
          premium = success;
          return json(200, { success });
        },
      },
      { route: '/pricing?checkout=success&provider=sandbox&session_id=chk_9' },
    );
    await screen.findByText(/We have not received the confirmation of your payment yet/);
    expect(router.state.location.search).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Welcome to Premium! Your upgrade is active.')).toBeTruthy();
    expect(calls.filter((call) => call.route === 'POST /api/payments/confirm')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
  });

  it('says a confirmation that got no answer in words, and checks again', async () => {
    let attempts = 0;
    await renderPage(
      {
        'POST /api/payments/confirm': () => {
          attempts += 1;
          return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(200, { success: true });
        },
      },
      { route: '/pricing?checkout=success&provider=sandbox&session_id=chk_9' },
    );
    expect(
      (await screen.findByRole('button', { name: 'Check again' })).closest('div')?.querySelector('[role="alert"]')?.textContent,
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Welcome to Premium! Your upgrade is active.')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it.each([
    ['declined', 'Your payment was declined. Nothing was charged. You can try again or choose another way to pay.'],
    ['canceled', 'You canceled the payment. Nothing was charged.'],
  ])('says a %s payment in words and asks nothing of the server', async (outcome, message) => {
    const { calls } = await renderPage({}, { route: `/pricing?checkout=${outcome}&provider=sandbox` });
    expect((await screen.findByText(message)).closest('[role="alert"]')).toBeTruthy();
    expect(calls.some((call) => call.route === 'POST /api/payments/confirm')).toBe(false);
  });
});
