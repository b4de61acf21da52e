import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../test/user-events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionSummary, SubscriptionView } from '../../../shared/contracts/payments';
import { renderWithProviders } from '../../test/render';
import { json, stubFetch } from '../../test/session-fixtures';
import { BillingSection } from './billing-section';

afterEach(() => {
  vi.restoreAllMocks();
});

const PERIOD_END = '2026-12-22T10:00:00.000Z';
const longDate = (language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(PERIOD_END));

function summary(overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  return {
    plan: 'basic',
    provider: 'sandbox',
    status: 'active',
    currentPeriodEnd: PERIOD_END,
    cancelAtPeriodEnd: false,
    hasAccess: true,
    ...overrides,
  };
}
function view(membership: SubscriptionSummary | null, premium: SubscriptionSummary | null = null): SubscriptionView {
  const hasSubscription = membership?.hasAccess ?? false;
  return { membership, premium, hasSubscription, isPremium: hasSubscription && (premium?.hasAccess ?? false) };
}

async function renderSection(routes: Parameters<typeof stubFetch>[0], language: 'en' | 'ar' = 'en') {
  const stub = stubFetch(routes);
  const user = setupUser();
  const rendered = await renderWithProviders(<BillingSection />, { route: '/account', language });
  return { ...stub, ...rendered, user };
}

describe('BillingSection', () => {
  it('offers membership to a member who has none', async () => {
    await renderSection({ 'GET /api/payments/subscription': () => json(200, view(null)) });
    expect(await screen.findByText('No membership yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the plan, the status and the renewal date of an active membership', async () => {
    await renderSection({ 'GET /api/payments/subscription': () => json(200, view(summary())) });
    expect(await screen.findByText(`Renews on ${longDate('en')}`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Membership and billing' })).toBeTruthy();
    expect(screen.getByText('Basic')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Premium' }).getAttribute('href')).toBe('/pricing');
  });

  it('cancels at period end after a confirm step, shows the end date, then resumes', async () => {
    let current = view(summary());
    const { calls, user } = await renderSection({
      'GET /api/payments/subscription': () => json(200, current),
      'POST /api/payments/subscription/cancel': () => json(200, (current = view(summary({ cancelAtPeriodEnd: true })))),
      'POST /api/payments/subscription/resume': () => json(200, (current = view(summary()))),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    expect(
      screen.getByText(`Cancel your membership? You keep access until ${longDate('en')}, then it ends. Premium ends with it.`),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep my membership' }));
    expect(calls.some((call) => call.route === 'POST /api/payments/subscription/cancel')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel at period end' }));
    expect(await screen.findByText(`Your membership ends on ${longDate('en')}`)).toBeTruthy();
    expect(screen.getByText('Your membership is canceled at the end of the period.')).toBeTruthy();
    expect(calls.find((call) => call.route === 'POST /api/payments/subscription/cancel')?.body).toEqual({ plan: 'basic' });

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText(`Renews on ${longDate('en')}`)).toBeTruthy();
    expect(screen.getByText('Your membership continues.')).toBeTruthy();
    expect(calls.find((call) => call.route === 'POST /api/payments/subscription/resume')?.body).toEqual({ plan: 'basic' });
  });

  it('leaves Premium at the period end and keeps the membership, then resumes Premium', async () => {
    const premium = summary({ plan: 'premium' });
    let current = view(summary(), premium);
    const { calls, user } = await renderSection({
      'GET /api/payments/subscription': () => json(200, current),
      'POST /api/payments/subscription/cancel': () => json(200, (current = view(summary(), { ...premium, cancelAtPeriodEnd: true }))),
      'POST /api/payments/subscription/resume': () => json(200, (current = view(summary(), premium))),
    });
    expect(await screen.findByText(`Premium renews on ${longDate('en')}`)).toBeTruthy();
    expect(screen.getByText('Premium', { selector: 'dd' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Leave Premium' }));
    await user.click(screen.getByRole('button', { name: 'Yes, leave Premium' }));
    expect(await screen.findByText(`Premium ends on ${longDate('en')}`)).toBeTruthy();
    expect(calls.find((call) => call.route === 'POST /api/payments/subscription/cancel')?.body).toEqual({ plan: 'premium' });
    expect(screen.getByText(`Renews on ${longDate('en')}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resume Premium' }));
    expect(await screen.findByText(`Premium renews on ${longDate('en')}`)).toBeTruthy();
    expect(calls.find((call) => call.route === 'POST /api/payments/subscription/resume')?.body).toEqual({ plan: 'premium' });
  });

  it('says a failed change in words and keeps the offer to cancel', async () => {
    const { user } = await renderSection({
      'GET /api/payments/subscription': () => json(200, view(summary())),
      'POST /api/payments/subscription/cancel': () => json(500, { code: 'INTERNAL', message: 'x' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel at period end' }));
    expect((await screen.findByText('Something went wrong on our side. Please try again.')).closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByText(`Renews on ${longDate('en')}`)).toBeTruthy();
  });

  it('shows an expired membership with its end and the way back in', async () => {
    await renderSection({
      'GET /api/payments/subscription': () => json(200, view(summary({ status: 'expired', hasAccess: false }))),
    });
    expect(await screen.findByText(`Ended on ${longDate('en')}`)).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('in Arabic, translates the status and formats the date in Arabic', async () => {
    await renderSection({ 'GET /api/payments/subscription': () => json(200, view(summary({ status: 'past_due' }))) }, 'ar');
    expect(await screen.findByText('دفعة متأخرة')).toBeTruthy();
    expect(screen.getByText(`لم تنجح دفعتك الأخيرة. ينتهي وصولك في ${longDate('ar')} ما لم تُسدَّد.`)).toBeTruthy();
  });

  it('says when the membership cannot be loaded and tries again', async () => {
    let fail = true;
    const { user } = await renderSection({
      'GET /api/payments/subscription': () => (fail ? json(503, { code: 'DATABASE_UNAVAILABLE', message: 'x' }) : json(200, view(null))),
    });
    expect(await screen.findByText('We could not load your membership. Check your connection and try again.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No membership yet')).toBeTruthy());
  });
});
