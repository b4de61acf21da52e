// The payments part of "Download my data" and "Delete my account", in the shape of
// src/server/personal-data.ts (PERSONAL_DATA): the registry app.ts composes lists these entries.
// Subscriptions and checkouts go with the account; the payment ledger is kept for the years the
// law asks (RETENTION.paymentLedgerYears) but pseudonymised: no member id, no provider payload.
import { eq, or, sql } from 'drizzle-orm';
import { checkoutSessions, paymentEvents, subscriptions } from '../../db/schema';
import { byMemberId, memberRows } from '../../platform/member-rows';
import type { PersonalDataSource } from '../../platform/personal-data-source';

export const PAYMENT_PERSONAL_DATA: readonly PersonalDataSource[] = [
  memberRows('subscriptions', subscriptions, byMemberId(subscriptions.userId), [
    'plan',
    'provider',
    'status',
    'currentPeriodEnd',
    'cancelAtPeriodEnd',
    'createdAt',
    'updatedAt',
  ]),
  memberRows('checkouts', checkoutSessions, byMemberId(checkoutSessions.userId), [
    'plan',
    'provider',
    'status',
    'createdAt',
    'completedAt',
  ]),
  {
    name: 'paymentEvents',
    collect: (db, { id }) =>
      db
        .select({
          provider: paymentEvents.provider,
          type: paymentEvents.type,
          occurredAt: paymentEvents.occurredAt,
          receivedAt: paymentEvents.receivedAt,
        })
        .from(paymentEvents)
        .where(eq(paymentEvents.userId, id)),
    // Pseudonymised, not deleted: the dates, types and provider ids stay for the accounts. Also
    // the events that are not linked to the member but whose payload names them: types we do not
    // use (Stripe's customer.created carries the e-mail), or ones stored unlinked.
    erase: async (tx, { id, email }) => {
      const payloadText = sql`lower(${paymentEvents.payload}::text)`;
      await tx
        .update(paymentEvents)
        .set({ userId: null, payload: sql`jsonb_build_object('erased', true)`, effect: null })
        .where(
          or(
            eq(paymentEvents.userId, id),
            sql`strpos(${payloadText}, ${email.toLowerCase()}) > 0`,
            sql`strpos(${payloadText}, ${id.toLowerCase()}) > 0`,
          ),
        );
    },
  },
];
