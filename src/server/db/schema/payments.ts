// Subscriptions and the payment ledger. payment_events records every provider event we accepted,
// once per (provider, event_id), and every provider-verified state we applied; a subscription row
// is the pure state machine (modules/payments/subscription-state.ts) folded over its events in
// the order the provider created them, recomputed in the transaction that stores a new event.
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentProvider, Plan, SubscriptionStatus } from '../../../shared/contracts/payments';
import { keptMemberRef, memberRef } from './auth';
import { createdAt, instant, updatedAt } from './columns';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: memberRef('user_id'),
    /** 'basic' is the membership; 'premium' is the Premium add-on, a second subscription. */
    plan: text('plan').$type<Plan>().notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    /** Null until the provider has told us the period (a completed checkout may arrive first). */
    currentPeriodEnd: instant('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Creation time (provider's clock) of the newest event applied. */
    lastEventAt: instant('last_event_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('subscriptions_provider_subscription_unique').on(table.provider, table.providerSubscriptionId),
    index('subscriptions_user_id_idx').on(table.userId),
    check('subscriptions_plan_check', sql`${table.plan} in ('basic', 'premium')`),
    check('subscriptions_provider_check', sql`${table.provider} in ('stripe', 'paypal', 'sandbox')`),
    check('subscriptions_status_check', sql`${table.status} in ('active', 'past_due', 'canceled', 'expired')`),
  ],
);

/**
 * One row per checkout we started: ties the provider's session to the member and plan, so that
 * "report a completed payment" can only confirm the caller's own session. For the sandbox it is
 * also the provider's side of the session (its outcome and the subscription it created).
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: memberRef('user_id'),
    plan: text('plan').$type<Plan>().notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** The provider's id of the session (Stripe cs_...); the sandbox uses our own id. */
    providerSessionId: text('provider_session_id'),
    status: text('status').$type<'open' | 'completed' | 'declined' | 'canceled'>().notNull().default('open'),
    providerSubscriptionId: text('provider_subscription_id'),
    completedAt: instant('completed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('checkout_sessions_user_id_idx').on(table.userId),
    uniqueIndex('checkout_sessions_provider_session_unique').on(table.provider, table.providerSessionId),
    check('checkout_sessions_plan_check', sql`${table.plan} in ('basic', 'premium')`),
    check('checkout_sessions_provider_check', sql`${table.provider} in ('stripe', 'paypal', 'sandbox')`),
    check('checkout_sessions_status_check', sql`${table.status} in ('open', 'completed', 'declined', 'canceled')`),
  ],
);

/** The payment ledger: kept 7 years (RETENTION.paymentLedgerYears), pseudonymised on erasure. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** Set when the event names a member; null after the member's account is erased. */
    userId: keptMemberRef('user_id'),
    payload: jsonb('payload').notNull(),
    /** The provider's creation time of the event: the ledger is replayed in this order. */
    occurredAt: instant('occurred_at').notNull(),
    /** The provider subscription id the event changes, when it changes one. */
    subscriptionKey: text('subscription_key'),
    /** The normalised change (subscription-state.ts), null for event types we do not use. */
    effect: jsonb('effect'),
    receivedAt: instant('received_at').notNull().defaultNow(),
    /** Set in the transaction that applied the event (or acknowledged an unused type). */
    processedAt: instant('processed_at'),
  },
  (table) => [
    uniqueIndex('payment_events_provider_event_unique').on(table.provider, table.eventId),
    index('payment_events_user_id_idx').on(table.userId),
    index('payment_events_subscription_idx').on(table.provider, table.subscriptionKey, table.occurredAt),
    check('payment_events_provider_check', sql`${table.provider} in ('stripe', 'paypal', 'sandbox')`),
  ],
);
