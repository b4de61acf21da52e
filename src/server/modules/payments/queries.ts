// Reads and writes of subscriptions and the payment ledger. A subscription row is only ever
// written by recomputeSubscription: the state machine folded over the row's ledger entries.
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PaymentProvider, Plan } from '../../../shared/contracts/payments';
import type { Database } from '../../db/client';
import { checkoutSessions, paymentEvents, subscriptions, users } from '../../db/schema';
import { decodeEffect, encodeEffect, storableJson } from './event-codec';
import type { SubscriptionEvent } from '../../adapters/payments/subscription-events';
import { foldEvents } from './subscription-state';
import { cardChanged } from '../../platform/card-version';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/** One ledger entry: a provider's webhook event, or a provider-verified state we applied. */
export interface LedgerEntry {
  eventId: string;
  type: string;
  payload: unknown;
  userId: string | null;
  occurredAt: Date;
  effect: SubscriptionEvent | null;
}

/**
 * Recomputes a subscription row from its ledger: every stored effect, in the order the provider
 * created them, through the state machine. A per-subscription lock serialises this, so two
 * events for the same subscription in concurrent transactions both end up in the fold: the
 * second waits for the first to commit and then sees its ledger row.
 */
async function recomputeSubscription(tx: Database, provider: PaymentProvider, providerSubscriptionId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payments:${provider}:${providerSubscriptionId}`}))`);
  const rows = await tx
    .select({ effect: paymentEvents.effect })
    .from(paymentEvents)
    .where(
      and(eq(paymentEvents.provider, provider), eq(paymentEvents.subscriptionKey, providerSubscriptionId), isNotNull(paymentEvents.effect)),
    )
    .orderBy(asc(paymentEvents.occurredAt), asc(paymentEvents.id));
  const state = foldEvents(rows.map((row) => decodeEffect(row.effect)));
  if (!state) return;
  // A late event about an erased account: kept in the ledger, but there is no one to grant to.
  const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, state.userId));
  if (!member) return;
  const values = { ...state, updatedAt: new Date() };
  await tx
    .insert(subscriptions)
    .values({ ...values, provider, providerSubscriptionId })
    .onConflictDoUpdate({ target: [subscriptions.provider, subscriptions.providerSubscriptionId], set: values });
  // The Premium badge on the member's card in others' decks (platform/card-version.ts).
  await cardChanged(tx, state.userId);
}

/**
 * Stores the entry in the ledger and applies its effect in ONE transaction: if applying fails,
 * the entry is not stored either, the provider gets a 5xx and delivers it again. A duplicate
 * (same provider and event id) stops at the unique index and changes nothing.
 */
export async function recordPaymentEvent(db: Database, provider: PaymentProvider, entry: LedgerEntry): Promise<'recorded' | 'duplicate'> {
  return db.transaction(async (tx) => {
    const subscriptionKey = entry.effect?.subscription.providerSubscriptionId ?? null;
    const stored = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: entry.eventId,
        type: entry.type,
        // Null when the event names an account that no longer exists (erased): kept, unlinked.
        userId: entry.userId ? sql`(select ${users.id} from ${users} where ${users.id} = ${entry.userId})` : null,
        payload: storableJson(entry.payload),
        occurredAt: entry.effect?.occurredAt ?? entry.occurredAt,
        subscriptionKey,
        effect: entry.effect ? encodeEffect(entry.effect) : null,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (stored.length === 0) return 'duplicate';
    if (subscriptionKey) await recomputeSubscription(tx, provider, subscriptionKey);
    await tx
      .update(paymentEvents)
      .set({ processedAt: sql`now()` })
      .where(eq(paymentEvents.id, stored[0]!.id));
    return 'recorded';
  });
}

export function readSubscriptionsOf(db: Database, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.updatedAt));
}

export async function insertCheckoutSession(
  db: Database,
  values: { id: string; userId: string; plan: Plan; provider: PaymentProvider },
): Promise<void> {
  await db.insert(checkoutSessions).values(values);
}

export async function setProviderSessionId(db: Database, id: string, providerSessionId: string): Promise<void> {
  await db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, id));
}

export async function readCheckoutSession(db: Database, id: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

export async function readCheckoutSessionByProviderId(
  db: Database,
  provider: PaymentProvider,
  providerSessionId: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.provider, provider), eq(checkoutSessions.providerSessionId, providerSessionId)));
  return row;
}

/** Closes an open session with its outcome; false when it was no longer open (a double click). */
export async function closeCheckoutSession(
  db: Database,
  id: string,
  outcome: { status: 'completed' | 'declined' | 'canceled'; providerSubscriptionId?: string; completedAt?: Date },
): Promise<boolean> {
  const updated = await db
    .update(checkoutSessions)
    .set(outcome)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id });
  return updated.length > 0;
}
