import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from '../../../shared/contracts/payments';
import { effectiveStatus, foldEvents, grantsAccess, type SubscriptionState, transition } from './subscription-state';
import type { SubscriptionChange, SubscriptionEvent } from '../../adapters/payments/subscription-events';

const ref = { provider: 'sandbox' as const, providerSubscriptionId: 'sub_1', userId: 'u1', plan: 'basic' as const };
const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const event = (day: number, change: SubscriptionChange): SubscriptionEvent => ({ occurredAt: at(day), subscription: ref, change });

function run(events: SubscriptionEvent[]): SubscriptionState | null {
  let state: SubscriptionState | null = null;
  for (const item of events) {
    const result = transition(state, item);
    if (result.applied) state = result.next;
  }
  return state;
}

describe('subscription state machine', () => {
  it('activates on a completed checkout and renews on each paid invoice', () => {
    const state = run([event(1, { kind: 'checkout_completed', periodEnd: null }), event(1, { kind: 'invoice_paid', periodEnd: at(32) })]);
    expect(state).toMatchObject({ status: 'active', currentPeriodEnd: at(32), cancelAtPeriodEnd: false, plan: 'basic' });
    const renewed = run([
      event(1, { kind: 'checkout_completed', periodEnd: at(32) }),
      event(32, { kind: 'invoice_paid', periodEnd: at(60) }),
    ]);
    expect(renewed?.currentPeriodEnd).toEqual(at(60));
  });

  it('goes past due on a failed invoice and back to active when paid', () => {
    const failed = run([event(1, { kind: 'checkout_completed', periodEnd: at(32) }), event(32, { kind: 'invoice_payment_failed' })]);
    expect(failed?.status).toBe('past_due');
    const recovered = run([
      event(1, { kind: 'checkout_completed', periodEnd: at(32) }),
      event(32, { kind: 'invoice_payment_failed' }),
      event(33, { kind: 'invoice_paid', periodEnd: at(63) }),
    ]);
    expect(recovered).toMatchObject({ status: 'active', currentPeriodEnd: at(63) });
  });

  it('ignores an event older than the last applied one', () => {
    const state = run([event(1, { kind: 'checkout_completed', periodEnd: at(32) })]);
    const result = transition(state, event(0, { kind: 'subscription_deleted' }));
    expect(result).toEqual({ applied: false, reason: 'stale' });
  });

  it('keeps a canceled subscription canceled, and never moves it to another member', () => {
    const canceled = run([event(1, { kind: 'checkout_completed', periodEnd: at(32) }), event(2, { kind: 'subscription_deleted' })]);
    expect(canceled?.status).toBe('canceled');
    expect(transition(canceled, event(3, { kind: 'invoice_paid', periodEnd: at(60) }))).toEqual({ applied: false, reason: 'terminal' });
    const active = run([event(1, { kind: 'checkout_completed', periodEnd: at(32) })]);
    const theft = { ...event(2, { kind: 'invoice_paid', periodEnd: at(60) }), subscription: { ...ref, userId: 'u2' } };
    expect(transition(active, theft)).toEqual({ applied: false, reason: 'other_member' });
  });

  it('records cancel at period end from the provider, and expires or cancels when the period is over', () => {
    const state = run([
      event(1, { kind: 'checkout_completed', periodEnd: at(32) }),
      event(5, { kind: 'subscription_updated', status: 'active', periodEnd: at(32), cancelAtPeriodEnd: true }),
    ]);
    expect(state?.cancelAtPeriodEnd).toBe(true);
    expect(effectiveStatus(state!, at(20))).toBe('active');
    expect(effectiveStatus(state!, at(33))).toBe('canceled');
    expect(effectiveStatus({ ...state!, cancelAtPeriodEnd: false }, at(33))).toBe('expired');
    expect(grantsAccess({ ...state!, status: 'past_due' }, at(20))).toBe(true);
    expect(grantsAccess({ ...state!, status: 'past_due' }, at(33))).toBe(false);
  });
});

const changeArbitrary: fc.Arbitrary<SubscriptionChange> = fc.oneof(
  fc.record({ kind: fc.constant('checkout_completed' as const), periodEnd: fc.option(fc.integer({ min: 1, max: 90 }).map(at)) }),
  fc.record({ kind: fc.constant('invoice_paid' as const), periodEnd: fc.option(fc.integer({ min: 1, max: 90 }).map(at)) }),
  fc.constant({ kind: 'invoice_payment_failed' as const }),
  fc.record({
    kind: fc.constant('subscription_updated' as const),
    status: fc.constantFrom(...SUBSCRIPTION_STATUSES),
    periodEnd: fc.option(fc.integer({ min: 1, max: 90 }).map(at)),
    cancelAtPeriodEnd: fc.boolean(),
  }),
  fc.constant({ kind: 'subscription_deleted' as const }),
);
const eventArbitrary = fc.tuple(fc.integer({ min: 1, max: 60 }), changeArbitrary).map(([day, change]) => event(day, change));

describe('subscription state machine properties', () => {
  it('applying the same event twice is the same as applying it once', () => {
    fc.assert(
      fc.property(fc.array(eventArbitrary, { maxLength: 8 }), eventArbitrary, (history, last) => {
        const once = run([...history, last]);
        const twice = run([...history, last, last]);
        expect(twice).toEqual(once);
      }),
    );
  });

  it('never lets time run backwards, nor an older event change anything', () => {
    fc.assert(
      fc.property(fc.array(eventArbitrary, { minLength: 1, maxLength: 10 }), (events) => {
        let state: SubscriptionState | null = null;
        for (const item of events) {
          const result = transition(state, item);
          if (state && item.occurredAt < state.lastEventAt) expect(result.applied).toBe(false);
          if (result.applied) {
            if (state) expect(result.next.lastEventAt.getTime()).toBeGreaterThanOrEqual(state.lastEventAt.getTime());
            state = result.next;
          }
        }
      }),
    );
  });

  it('once canceled, stays canceled, and a paid period never shrinks through invoices', () => {
    fc.assert(
      fc.property(fc.array(eventArbitrary, { minLength: 1, maxLength: 10 }), (events) => {
        let state: SubscriptionState | null = null;
        for (const item of events) {
          const before = state;
          const result = transition(state, item);
          if (!result.applied) continue;
          state = result.next;
          if (before?.status === 'canceled') throw new Error('a canceled subscription changed');
          if (before?.currentPeriodEnd && item.change.kind === 'invoice_paid') {
            expect(state.currentPeriodEnd!.getTime()).toBeGreaterThanOrEqual(before.currentPeriodEnd.getTime());
          }
        }
      }),
    );
  });

  it('grants access exactly when active or past due within the paid period', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUBSCRIPTION_STATUSES),
        fc.option(fc.integer({ min: 1, max: 90 }).map(at)),
        fc.boolean(),
        fc.integer({ min: 1, max: 90 }).map(at),
        (status, currentPeriodEnd, cancelAtPeriodEnd, now) => {
          const withinPeriod = currentPeriodEnd === null || currentPeriodEnd > now;
          const expected = (status === 'active' || status === 'past_due') && withinPeriod;
          expect(grantsAccess({ status, currentPeriodEnd, cancelAtPeriodEnd }, now)).toBe(expected);
        },
      ),
    );
  });
});

describe('folding a subscription ledger', () => {
  it('gives the same state for every arrival order of the same events', () => {
    const distinctDays = fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(
        distinctDays.chain((days) =>
          fc.tuple(fc.tuple(...days.map((day) => changeArbitrary.map((change) => event(day, change)))), fc.nat()),
        ),
        ([events, seed]) => {
          const shuffled = [...events].sort(
            (a, b) => ((a.occurredAt.getTime() * 7919 + seed) % 97) - ((b.occurredAt.getTime() * 7919 + seed) % 97),
          );
          const ordered = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
          expect(foldEvents(shuffled)).toEqual(run(ordered));
        },
      ),
    );
  });
});
