// The sandbox provider's checkout page: plainly a test, the plan and its amount in the member's
// language, Pay / Decline / Cancel each told to the server before going where it says; a
// missing, foreign or finished checkout explained; visitors asked to sign in.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../shared/contracts/me';
import type { SandboxOutcome } from '../../../shared/contracts/payments';
import { formatPrice } from '../../lib/format';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { forgetSession } from '../../lib/session/use-session';
import { leaveSite } from '../../lib/payments/leave-site';
import { SandboxCheckoutPage } from './sandbox-checkout-page';

vi.mock('../../lib/payments/leave-site', () => ({ leaveSite: vi.fn() }));

const SESSION = { sessionId: 'cs_1', plan: 'basic', amountCents: 599, currency: 'USD', status: 'open' };
const ROUTES = [{ path: '/sandbox/checkout/:sessionId', element: <SandboxCheckoutPage /> }];

beforeEach(() => {
  forgetSession();
  localStorage.clear();
  vi.mocked(leaveSite).mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage(routes: Parameters<typeof stubFetch>[0], options: { me?: Me; language?: 'en' | 'ar' } = {}) {
  const fetches = stubFetch({ 'GET /api/me': () => json(200, options.me ?? member()), ...routes });
  const rendered = renderWithProviders(null, { routes: ROUTES, route: '/sandbox/checkout/cs_1', language: options.language });
  return { fetches, rendered };
}

describe('SandboxCheckoutPage', () => {
  it('is labelled as a test checkout and shows the plan and its amount', async () => {
    const { rendered } = renderPage({ 'GET /api/payments/sandbox/cs_1': () => json(200, SESSION) });
    await rendered;
    expect(screen.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeTruthy();
    expect(screen.getByText('Test mode')).toBeTruthy();
    expect(screen.getByText(/No card is needed and no money is charged/)).toBeTruthy();
    expect(await screen.findByText('Basic membership')).toBeTruthy();
    expect(screen.getByText('$5.99 per month')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $5.99' })).toBeTruthy();
    expect(document.title).toMatch(/Sahel Hearts/);
  });

  it.each<[string, SandboxOutcome, string]>([
    ['Pay $5.99', 'complete', '/subscribe?checkout=success&provider=sandbox&session_id=cs_1'],
    ['Decline the payment', 'decline', '/subscribe?checkout=declined&provider=sandbox&session_id=cs_1'],
    ['Cancel', 'cancel', '/subscribe?checkout=canceled&provider=sandbox&session_id=cs_1'],
  ])('%s tells the server, with every button disabled meanwhile, then goes where it says', async (name, outcome, returnUrl) => {
    let answer: (response: Response) => void = () => {};
    const { fetches, rendered } = renderPage({
      'GET /api/payments/sandbox/cs_1': () => json(200, SESSION),
      [`POST /api/payments/sandbox/cs_1/${outcome}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await rendered;
    fireEvent.click(await screen.findByRole('button', { name }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Working...' }).disabled).toBe(true);
    expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    answer(json(200, { status: 'completed', returnUrl }));
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith(returnUrl));
    expect(fetches.calls.map((call) => call.route)).toContain(`POST /api/payments/sandbox/cs_1/${outcome}`);
  });

  it('explains a failure and enables the buttons again', async () => {
    const { rendered } = renderPage({
      'GET /api/payments/sandbox/cs_1': () => json(200, SESSION),
      'POST /api/payments/sandbox/cs_1/complete': () => json(503, { code: 'DATABASE_UNAVAILABLE' }),
    });
    await rendered;
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $5.99' }));
    expect(await screen.findByText(/Our service is briefly unavailable/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay $5.99' }).disabled).toBe(false);
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it("says a checkout that does not exist or is someone else's cannot be found", async () => {
    const { rendered } = renderPage({ 'GET /api/payments/sandbox/cs_1': () => json(404, { code: 'NOT_FOUND' }) });
    await rendered;
    const message = await screen.findByText('This checkout does not exist or does not belong to your account.');
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a finished checkout is finished, with no buttons to press again', async () => {
    const { rendered } = renderPage({ 'GET /api/payments/sandbox/cs_1': () => json(200, { ...SESSION, status: 'completed' }) });
    await rendered;
    expect(await screen.findByText('This checkout is already finished.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Sahel Hearts' }).getAttribute('href')).toBe('/subscribe');
  });

  it('asks a visitor to sign in', async () => {
    const { fetches, rendered } = renderPage({}, { me: VISITOR });
    await rendered;
    expect(await screen.findByText('Sign in to continue this checkout.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(fetches.calls.map((call) => call.route)).not.toContain('GET /api/payments/sandbox/cs_1');
  });

  it('speaks Arabic, with the amount formatted for Arabic', async () => {
    const { rendered } = renderPage({ 'GET /api/payments/sandbox/cs_1': () => json(200, SESSION) }, { language: 'ar' });
    await rendered;
    expect(screen.getByRole('heading', { level: 1, name: 'دفع تجريبي' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: `ادفع ${formatPrice(599, 'ar')}` })).toBeTruthy();
  });
});
