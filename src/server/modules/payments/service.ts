// What the payment routes do: start a checkout, confirm one with its provider, show and change a
// member's subscriptions, and take provider webhooks. Access is never granted here directly:
// every change is a provider-verified event through the state machine (queries.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { BASIC_PRICE_CENTS, CURRENCY, PREMIUM_ADDON_CENTS } from '../../../shared/constants';
import type {
  CheckoutResponse,
  PaymentProvider,
  PaymentProviders,
  Plan,
  SandboxBillingEvent,
  SandboxOutcome,
  SandboxOutcomeResponse,
  SandboxSession,
  SubscriptionView,
} from '../../../shared/contracts/payments';
import {
  type PaymentAdapter,
  type PaymentAdapters,
  PaymentProviderUnavailableError,
  ProviderSubscriptionUnknownError,
  type WebhookEvent,
  WebhookRefusedError,
} from '../../adapters/payments';
import { oneMonthAfter } from '../../adapters/payments/payment-adapter';
import type { Database } from '../../db/client';
import type { WebhookOutcome } from '../../platform/metrics/app-metrics';
import { AppError } from '../../errors';
import { isStorableEffect, isStorableText, isValidTime } from './event-codec';
import { currentRowOf, flagsOf, summaryOf } from './membership';
import {
  closeCheckoutSession,
  insertCheckoutSession,
  readCheckoutSession,
  readCheckoutSessionByProviderId,
  readSubscriptionsOf,
  recordPaymentEvent,
  setProviderSessionId,
} from './queries';
import type { SubscriptionEvent } from '../../adapters/payments/subscription-events';
import { grantsAccess } from './subscription-state';

export interface PaymentsContext {
  db: Database;
  adapters: PaymentAdapters;
  publicOrigin: string;
  now?: () => Date;
  /** A member's membership changed: the access check must not answer from what it cached (docs/decisions/0026-member-path-caches.md). */
  membershipChanged?: (userId: string) => void;
  /** What each webhook event came to, counted for the operators (docs/operations.md, "Metrics"). */
  webhookOutcome?: (provider: PaymentProvider, outcome: WebhookOutcome) => void;
}

interface Member {
  id: string;
  email: string;
}

const PLAN_PRICE_CENTS: Record<Plan, number> = { basic: BASIC_PRICE_CENTS, premium: PREMIUM_ADDON_CENTS };
/** The membership is sold on the paywall, the add-on on the pricing page: the browser returns there. */
const RETURN_PATH: Record<Plan, string> = { basic: '/subscribe', premium: '/pricing' };

function adapterFor(context: PaymentsContext, provider: PaymentProvider): PaymentAdapter {
  const adapter = context.adapters.byProvider.get(provider);
  if (!adapter) {
    throw new AppError('VALIDATION_FAILED', 'This payment provider is not available.', {
      fields: [{ path: 'provider', message: 'is not available' }],
    });
  }
  return adapter;
}

/**
 * Runs one call to a provider: its outage (network, timeout, 5xx) becomes 503
 * PAYMENT_PROVIDER_UNAVAILABLE, which the member can wait out, instead of a 500.
 */
async function atProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailableError)) throw error;
    throw new AppError(
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'The payment provider is not answering. Please try again in a few minutes.',
      undefined,
      {
        cause: error,
      },
    );
  }
}

export function availableProviders(context: PaymentsContext): PaymentProviders {
  const enabled = context.adapters.byProvider;
  // The sandbox stands in for whichever real provider is not configured.
  const pick = (real: PaymentProvider): PaymentProvider | null => (enabled.has(real) ? real : enabled.has('sandbox') ? 'sandbox' : null);
  return { card: pick('stripe'), paypal: pick('paypal') };
}

export async function startCheckout(
  context: PaymentsContext,
  member: Member,
  plan: Plan,
  provider: PaymentProvider,
): Promise<CheckoutResponse> {
  const adapter = adapterFor(context, provider);
  const flags = flagsOf(await readSubscriptionsOf(context.db, member.id), context.now?.() ?? new Date());
  if (plan === 'basic' && flags.hasSubscription)
    throw new AppError('FORBIDDEN', 'You already have a membership.', { reason: 'ALREADY_SUBSCRIBED' });
  if (plan === 'premium' && !flags.hasSubscription)
    throw new AppError('FORBIDDEN', 'Premium needs an active membership.', { reason: 'MEMBERSHIP_REQUIRED' });
  if (plan === 'premium' && flags.isPremium) throw new AppError('FORBIDDEN', 'You already have Premium.', { reason: 'ALREADY_PREMIUM' });

  const checkoutId = `chk_${randomUUID()}`;
  await insertCheckoutSession(context.db, { id: checkoutId, userId: member.id, plan, provider });
  const back = new URL(RETURN_PATH[plan], context.publicOrigin).toString();
  const created = await atProvider(() =>
    adapter.createCheckout({
      checkoutId,
      member,
      plan,
      successUrl: `${back}?checkout=success&provider=${provider}&session_id={SESSION_ID}`,
      cancelUrl: `${back}?checkout=canceled&provider=${provider}`,
    }),
  );
  await setProviderSessionId(context.db, checkoutId, created.providerSessionId);
  return { url: created.url, sessionId: created.providerSessionId };
}

/** "Report a completed payment": asks the provider; the browser's word alone grants nothing. */
export async function confirmCheckout(
  context: PaymentsContext,
  member: Member,
  provider: PaymentProvider,
  sessionId: string,
): Promise<boolean> {
  const adapter = adapterFor(context, provider);
  const session = await readCheckoutSessionByProviderId(context.db, provider, sessionId);
  if (!session || session.userId !== member.id) throw new AppError('NOT_FOUND', 'No such checkout.');
  const verified = await atProvider(() => adapter.verifyPayment({ providerSessionId: sessionId, userId: member.id, plan: session.plan }));
  if (!verified) return false;
  // Keyed by the session: reporting the same payment again is a duplicate, not a second grant.
  await recordVerifiedState(context, verified, `verified:checkout:${sessionId}`, 'verified.checkout');
  return true;
}

/** A state the provider confirmed to us (not a webhook) goes into the ledger like an event. */
async function recordVerifiedState(context: PaymentsContext, verified: SubscriptionEvent, eventId: string, type: string) {
  const outcome = await recordPaymentEvent(context.db, verified.subscription.provider, {
    eventId,
    type,
    payload: verified,
    userId: verified.subscription.userId,
    occurredAt: verified.occurredAt,
    effect: verified,
  });
  context.membershipChanged?.(verified.subscription.userId);
  return outcome;
}

export async function subscriptionViewOf(db: Database, userId: string, now: Date): Promise<SubscriptionView> {
  const rows = await readSubscriptionsOf(db, userId);
  return {
    membership: summaryOf(currentRowOf(rows, 'basic', now), now),
    premium: summaryOf(currentRowOf(rows, 'premium', now), now),
    ...flagsOf(rows, now),
  };
}

/**
 * Sets (cancel) or clears (resume) cancel-at-period-end with the provider. Cancelling the
 * membership also cancels Premium, which grants nothing without it.
 */
export async function changeCancelAtPeriodEnd(
  context: PaymentsContext,
  member: Member,
  plan: Plan,
  cancel: boolean,
): Promise<SubscriptionView> {
  const now = context.now?.() ?? new Date();
  const rows = await readSubscriptionsOf(context.db, member.id);
  const plans: Plan[] = plan === 'basic' && cancel ? ['basic', 'premium'] : [plan];
  const targets = plans
    .map((each) => currentRowOf(rows, each, now))
    .filter((row) => row !== null && grantsAccess(row, now) && row.cancelAtPeriodEnd !== cancel);
  const main = currentRowOf(rows, plan, now);
  if (!main || !grantsAccess(main, now)) throw new AppError('NOT_FOUND', 'No active subscription to change.');
  for (const row of targets) {
    if (!row) continue;
    const adapter = adapterFor(context, row.provider);
    const verified = await atProvider(() => adapter.setCancelAtPeriodEnd(row, cancel)).catch((error: unknown) => {
      if (!(error instanceof ProviderSubscriptionUnknownError)) throw error;
      throw new AppError('NOT_FOUND', 'The payment provider has no such subscription.', undefined, { cause: error });
    });
    if (verified) {
      const eventId = `verified:subscription:${row.providerSubscriptionId}:${verified.occurredAt.toISOString()}:${cancel}`;
      await recordVerifiedState(context, verified, eventId, 'verified.subscription');
    }
  }
  return subscriptionViewOf(context.db, member.id, now);
}

/** Statuses after which the provider charges nothing more. */
const ENDED_STATUSES: readonly string[] = ['canceled', 'expired'];

/**
 * Ends every subscription of the member at its provider, now: called before an account is
 * erased, because a deleted account whose card is still charged every month is worse than a
 * deletion that has to be retried. Throws 503 PAYMENT_PROVIDER_UNAVAILABLE when a provider
 * cannot be reached or is no longer configured for a real-money subscription; the caller then
 * erases nothing. Subscriptions already ended are left alone; repeating is safe (the providers
 * treat an already-cancelled subscription as done).
 */
export async function cancelAllForMember(context: PaymentsContext, userId: string): Promise<number> {
  const live = (await readSubscriptionsOf(context.db, userId)).filter((row) => !ENDED_STATUSES.includes(row.status));
  for (const row of live) {
    const adapter = context.adapters.byProvider.get(row.provider);
    if (!adapter) {
      // A sandbox subscription never charged anyone; a real one we can no longer reach might.
      if (row.provider === 'sandbox') continue;
      throw new AppError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        `The ${row.provider} subscription cannot be cancelled: the provider is not configured.`,
      );
    }
    await atProvider(() => adapter.cancelNow(row));
  }
  return live.length;
}

/**
 * An authenticated event whose ids or times the ledger cannot hold (a NUL character, an id that is
 * not text, an impossible date) is refused like a forged one: failing inside the transaction would
 * answer 500, which the provider would retry for days.
 */
function refuseUnstorable(event: WebhookEvent): void {
  const storable =
    isStorableText(event.eventId) &&
    isStorableText(event.type) &&
    (event.userId === null || isStorableText(event.userId)) &&
    isValidTime(event.occurredAt) &&
    (event.effect === null || isStorableEffect(event.effect));
  if (!storable) throw new WebhookRefusedError('the event cannot be stored as it is');
}

export async function receiveWebhook(
  context: PaymentsContext,
  provider: PaymentProvider,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
  log: FastifyBaseLogger,
): Promise<void> {
  const adapter = context.adapters.byProvider.get(provider);
  if (!adapter) throw new AppError('NOT_FOUND', 'No such webhook.');
  const count = (outcome: WebhookOutcome) => context.webhookOutcome?.(provider, outcome);
  let events;
  try {
    // PayPal's deliveries are checked with PayPal itself: an outage answers 503 and PayPal retries.
    events = await atProvider(() => adapter.parseWebhook(rawBody, headers));
    for (const event of events) refuseUnstorable(event);
  } catch (error) {
    if (!(error instanceof WebhookRefusedError)) {
      count(error instanceof AppError && error.code === 'PAYMENT_PROVIDER_UNAVAILABLE' ? 'unavailable' : 'failed');
      throw error;
    }
    count('rejected');
    log.warn({ provider, reason: error.message }, 'payment webhook refused');
    throw new AppError('VALIDATION_FAILED', 'The webhook signature is not valid.');
  }
  for (const event of events) {
    const outcome = await recordPaymentEvent(context.db, provider, event).catch((error: unknown) => {
      count('failed');
      throw error;
    });
    count(outcome === 'duplicate' ? 'duplicate' : event.effect ? 'applied' : 'ignored');
    if (event.userId) context.membershipChanged?.(event.userId);
    log.info({ provider, eventId: event.eventId, type: event.type, outcome }, 'payment webhook');
  }
}

async function ownSandboxSession(context: PaymentsContext, member: Member, sessionId: string) {
  const session = await readCheckoutSession(context.db, sessionId);
  if (!session || session.provider !== 'sandbox' || session.userId !== member.id) throw new AppError('NOT_FOUND', 'No such checkout.');
  return session;
}

export async function readSandboxSession(context: PaymentsContext, member: Member, sessionId: string): Promise<SandboxSession> {
  const session = await ownSandboxSession(context, member, sessionId);
  return {
    sessionId: session.id,
    plan: session.plan,
    amountCents: PLAN_PRICE_CENTS[session.plan],
    currency: CURRENCY,
    status: session.status,
  };
}

/** The sandbox provider, where it is enabled; elsewhere its routes are not found. */
function sandboxOf(context: PaymentsContext) {
  if (!context.adapters.sandbox) throw new AppError('NOT_FOUND', 'The sandbox is not enabled.');
  return context.adapters.sandbox;
}

const OUTCOME_STATUS = { complete: 'completed', decline: 'declined', cancel: 'canceled' } as const;

/**
 * The sandbox checkout page's buttons. Paying closes the session and sends the signed events a
 * real provider would (completed checkout, paid invoice) to the webhook route; a repeated click
 * finds the session closed and sends nothing again.
 */
export async function finishSandboxCheckout(
  context: PaymentsContext,
  member: Member,
  sessionId: string,
  outcome: SandboxOutcome,
): Promise<SandboxOutcomeResponse> {
  const sandbox = sandboxOf(context);
  const session = await ownSandboxSession(context, member, sessionId);
  const answer = (status: SandboxOutcomeResponse['status']): SandboxOutcomeResponse => ({
    status,
    returnUrl: `${RETURN_PATH[session.plan]}?checkout=${status === 'completed' ? 'success' : status}&provider=sandbox&session_id=${session.id}`,
  });
  const status = OUTCOME_STATUS[outcome];
  const completedAt = context.now?.() ?? new Date();
  const providerSubscriptionId = status === 'completed' ? `sub_sandbox_${randomUUID()}` : undefined;
  const closed = await closeCheckoutSession(context.db, session.id, { status, providerSubscriptionId, completedAt });
  if (!closed) {
    const current = await readCheckoutSession(context.db, session.id);
    if (!current || current.status === 'open') throw new AppError('NOT_FOUND', 'No such checkout.');
    return answer(current.status);
  }
  const data = { userId: member.id, plan: session.plan, checkoutId: session.id };
  if (providerSubscriptionId) {
    const periodEnd = oneMonthAfter(completedAt).toISOString();
    await sandbox.send('checkout.session.completed', { ...data, subscriptionId: providerSubscriptionId, periodEnd }, completedAt);
    await sandbox.send('invoice.paid', { ...data, subscriptionId: providerSubscriptionId, periodEnd }, completedAt);
  } else if (status === 'declined') {
    await sandbox.send('checkout.session.declined', data, completedAt);
  }
  return answer(status);
}

/** The sandbox's billing cycle on demand: the signed events a provider sends at a period's end. */
export async function simulateSandboxBilling(
  context: PaymentsContext,
  member: Member,
  plan: Plan,
  billingEvent: SandboxBillingEvent,
): Promise<SubscriptionView> {
  const sandbox = sandboxOf(context);
  const now = context.now?.() ?? new Date();
  const rows = (await readSubscriptionsOf(context.db, member.id)).filter((row) => row.provider === 'sandbox' && row.status !== 'canceled');
  const row = currentRowOf(rows, plan, now);
  if (!row) throw new AppError('NOT_FOUND', 'No sandbox subscription to bill.');
  const data = { subscriptionId: row.providerSubscriptionId, userId: member.id, plan };
  if (billingEvent === 'renew') {
    const from = row.currentPeriodEnd && row.currentPeriodEnd > now ? row.currentPeriodEnd : now;
    await sandbox.send('invoice.paid', { ...data, periodEnd: oneMonthAfter(from).toISOString() }, now);
  } else if (billingEvent === 'fail') {
    await sandbox.send('invoice.payment_failed', data, now);
  } else {
    await sandbox.send(
      'customer.subscription.updated',
      { ...data, status: 'expired', periodEnd: now.toISOString(), cancelAtPeriodEnd: false },
      now,
    );
  }
  return subscriptionViewOf(context.db, member.id, now);
}
