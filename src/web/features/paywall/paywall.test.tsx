// The paywall (spec section 2): the price in each language, card or PayPal as the server offers
// them, the working state and the errors a member sees, and the way back from a checkout:
// confirmed by the server, declined or canceled, the success screen until 'Enter Main Site'.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASIC_PRICE_CENTS, LANGUAGES, STORAGE_KEYS } from '../../../shared/constants';
import type { Me } from '../../../shared/contracts/me';
import { formatPrice } from '../../lib/format';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { forgetSession } from '../../lib/session/use-session';
import { leaveSite } from '../../lib/payments/leave-site';
import { Paywall } from './paywall';
import { SubscribePage } from './subscribe-page';

vi.mock('../../lib/payments/leave-site', () => ({ leaveSite: vi.fn() }));

const SANDBOX_BOTH = { card: 'sandbox', paypal: 'sandbox' };
const CHECKOUT = { url: 'http://localhost/sandbox/checkout/cs_1', sessionId: 'cs_1' };

beforeEach(() => {
  forgetSession();
  localStorage.clear();
  vi.mocked(leaveSite).mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Routes = Parameters<typeof stubFetch>[0];

function renderPaywall(me: Me, routes: Routes = {}, options: { route?: string; language?: (typeof LANGUAGES)[number] } = {}) {
  const onError = vi.fn();
  const fetches = stubFetch({
    'GET /api/me': () => json(200, me),
    'GET /api/payments/providers': () => json(200, SANDBOX_BOTH),
    ...routes,
  });
  const rendered = renderWithProviders(
    <main id="main">
      <Paywall level={1} onError={onError} />
    </main>,
    options,
  );
  return { onError, fetches, rendered };
}

const paragraphs = () => [...document.querySelectorAll('p')].map((p) => p.textContent);

describe('Paywall', () => {
  it.each(LANGUAGES)('shows USD 5.99 per month formatted for %s', async (language) => {
    const { rendered } = renderPaywall(member(), {}, { language });
    const { i18n } = await rendered;
    expect(await screen.findByRole('heading', { level: 1, name: i18n.t('paywall.title') })).toBeTruthy();
    expect(paragraphs()).toContain(i18n.t('paywall.price', { price: formatPrice(BASIC_PRICE_CENTS, language) }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('asks a visitor for an account first: sign in or create one, no payment yet', async () => {
    const { fetches, rendered } = renderPaywall(VISITOR);
    await rendered;
    expect(screen.getByRole('heading', { level: 2, name: 'First, your account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
    expect(fetches.calls.map((call) => call.route)).not.toContain('GET /api/payments/providers');
  });

  it('disables the card button while the checkout is created, then goes to its page', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetches, rendered } = renderPaywall(member(), {
      'POST /api/payments/checkout': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await rendered;
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by card' }));
    const working = await screen.findByRole('button', { name: 'Opening the secure checkout...' });
    expect((working as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay with PayPal' }).disabled).toBe(true);
    answer(json(200, CHECKOUT));
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith(CHECKOUT.url));
    expect(fetches.calls.find((call) => call.route === 'POST /api/payments/checkout')?.body).toEqual({
      plan: 'basic',
      provider: 'sandbox',
    });
  });

  it('creates one checkout for a double click in the same tick', async () => {
    const { fetches, rendered } = renderPaywall(member(), { 'POST /api/payments/checkout': () => json(200, CHECKOUT) });
    await rendered;
    const card = await screen.findByRole('button', { name: 'Pay by card' });
    act(() => {
      card.click();
      card.click();
    });
    await waitFor(() => expect(leaveSite).toHaveBeenCalledOnce());
    expect(fetches.calls.filter((call) => call.route === 'POST /api/payments/checkout')).toHaveLength(1);
  });

  it('enables the card button again after an error and shows the error in the page', async () => {
    const { onError, rendered } = renderPaywall(member(), {
      'POST /api/payments/checkout': () => json(502, { code: 'INTERNAL', message: 'provider down' }),
    });
    await rendered;
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by card' }));
    const alert = await screen.findByText('We could not start the card payment. Please try again.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay by card' }).disabled).toBe(false);
    expect(onError).toHaveBeenCalledOnce();
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it("reports 'PayPal SDK failed to load' to the error callback and the member when PayPal cannot start", async () => {
    const { onError, rendered } = renderPaywall(member(), {
      'POST /api/payments/checkout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await rendered;
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    expect((await screen.findByText('PayPal SDK failed to load')).closest('[role="alert"]')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'PayPal SDK failed to load' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay with PayPal' }).disabled).toBe(false);
  });

  it("translates 'PayPal SDK failed to load' for the member, in French", async () => {
    const { onError, rendered } = renderPaywall(
      member(),
      { 'POST /api/payments/checkout': () => json(500, { code: 'INTERNAL' }) },
      { language: 'fr' },
    );
    await rendered;
    fireEvent.click(await screen.findByRole('button', { name: 'Payer avec PayPal' }));
    expect(await screen.findByText("Le SDK PayPal n'a pas pu être chargé")).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'PayPal SDK failed to load' }));
  });

  it('says so when the server refuses because the member already has a membership', async () => {
    const { rendered } = renderPaywall(member(), {
      'POST /api/payments/checkout': () => json(403, { code: 'FORBIDDEN', message: 'no', details: { reason: 'ALREADY_SUBSCRIBED' } }),
    });
    await rendered;
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByText('You already have a membership.')).toBeTruthy();
  });

  it('shows only the methods the server offers, and says honestly when there is none', async () => {
    const { rendered } = renderPaywall(member(), {
      'GET /api/payments/providers': () => json(200, { card: null, paypal: 'paypal' }),
    });
    await rendered;
    expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
  });

  it('says payments are unavailable when no provider is configured', async () => {
    const { rendered } = renderPaywall(member(), {
      'GET /api/payments/providers': () => json(200, { card: null, paypal: null }),
    });
    await rendered;
    expect(await screen.findByText('Payments are unavailable right now. Please try again later.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});

describe('Paywall, back from a checkout', () => {
  const SUCCESS = '/subscribe?checkout=success&provider=sandbox&session_id=cs_1';

  it('confirms with the server once, keeps the success screen until clicked, then enters /', async () => {
    let me = member();
    const { fetches, rendered } = renderPaywall(
      member(),
      {
        'GET /api/me': () => json(200, me),
        'POST /api/payments/confirm': () => {
          me = member({ hasSubscription: true });
          return json(200, { success: true });
        },
      },
      { route: SUCCESS },
    );
    const { router } = await rendered;
    expect(screen.getByRole('status').textContent).toBe('Confirming your payment with the payment provider...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Sahel Hearts' })).toBeTruthy();
    expect(screen.getByText('Thank you for subscribing. You can now access all features.')).toBeTruthy();
    // The query is gone, so a reload does not confirm again.
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    const confirms = fetches.calls.filter((call) => call.route === 'POST /api/payments/confirm');
    expect(confirms).toEqual([{ route: 'POST /api/payments/confirm', body: { provider: 'sandbox', sessionId: 'cs_1' } }]);
    // The cache of spec section 8, written only after the server said yes.
    expect(localStorage.getItem(STORAGE_KEYS.userEmail)).toBe('amina@example.com');
    expect(localStorage.getItem(STORAGE_KEYS.subscriptionActive)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.subscriptionId)).toBe('cs_1');
    expect(Number.isNaN(Date.parse(localStorage.getItem(STORAGE_KEYS.subscriptionDate) ?? ''))).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Welcome to Sahel Hearts' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/subscribe');

    const meCalls = () => fetches.calls.filter((call) => call.route === 'GET /api/me').length;
    const before = meCalls();
    fireEvent.click(screen.getByRole('button', { name: 'Enter Main Site' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(meCalls()).toBe(before + 1);
  });

  it.each([
    ['the server does not confirm the payment', SUCCESS],
    ['the provider declined it', '/subscribe?checkout=declined&provider=sandbox&session_id=cs_1'],
  ])('shows a clear message and the paywall again when %s', async (_case, route) => {
    const { rendered } = renderPaywall(member(), { 'POST /api/payments/confirm': () => json(200, { success: false }) }, { route });
    const { router } = await rendered;
    const message = await screen.findByText(/Your payment was declined or not completed/);
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pay by card' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome to Sahel Hearts' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.subscriptionActive)).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('says calmly that a canceled payment charged nothing', async () => {
    const { fetches, rendered } = renderPaywall(member(), {}, { route: '/subscribe?checkout=canceled&provider=sandbox' });
    await rendered;
    expect(await screen.findByText('Payment canceled. Nothing was charged.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pay by card' })).toBeTruthy();
    expect(fetches.calls.map((call) => call.route)).not.toContain('POST /api/payments/confirm');
  });

  it('offers to check again when the confirmation cannot reach the server', async () => {
    let attempts = 0;
    const { rendered } = renderPaywall(
      member(),
      {
        'POST /api/payments/confirm': () => {
          attempts += 1;
          return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(200, { success: true });
        },
      },
      { route: SUCCESS },
    );
    await rendered;
    expect(await screen.findByText(/We could not confirm your payment yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Sahel Hearts' })).toBeTruthy();
    expect(attempts).toBe(2);
  });
});

describe('SubscribePage', () => {
  it('tells a member who already has a membership, with the way home', async () => {
    stubFetch({ 'GET /api/me': () => json(200, member({ hasSubscription: true })) });
    await renderWithProviders(<SubscribePage />, { route: '/subscribe' });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are a member' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your member area' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Join Sahel Hearts');
  });

  it('shows a member without a membership the paywall in one main landmark', async () => {
    stubFetch({ 'GET /api/me': () => json(200, member()), 'GET /api/payments/providers': () => json(200, SANDBOX_BOTH) });
    await renderWithProviders(<SubscribePage />, { route: '/subscribe' });
    expect(await screen.findByRole('button', { name: 'Pay by card' })).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Join Sahel Hearts']);
  });

  it('shows the success screen on return even when the server already counts the member as subscribed', async () => {
    stubFetch({
      'GET /api/me': () => json(200, member({ hasSubscription: true })),
      'POST /api/payments/confirm': () => json(200, { success: true }),
    });
    await renderWithProviders(<SubscribePage />, { route: '/subscribe?checkout=success&provider=sandbox&session_id=cs_9' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Sahel Hearts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enter Main Site' })).toBeTruthy();
  });

  it('shows a visitor the account step in Arabic', async () => {
    stubFetch({ 'GET /api/me': () => json(200, VISITOR) });
    await renderWithProviders(<SubscribePage />, { route: '/subscribe', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'انضم إلى Sahel Hearts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'إنشاء حساب' }).getAttribute('href')).toBe('/sign-up');
  });
});
