// This device's subscription (docs/decisions/0035-push-notifications.md): kept by its endpoint,
// bound to the member signed in on the device. A device that changes hands (another member signs
// in and allows notifications) is theirs from then on, with the default choices again, not the
// last member's; the keys are the browser's latest.
import { type AnyColumn, and, desc, eq, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_PUSH_DEVICE_CHOICES, PUSH_LIMITS, type PushSubscriptionInput } from '../../../shared/contracts/push';
import type { Database } from '../../db/client';
import { pushNotices, pushSubscriptions } from '../../db/schema';
import { AppError } from '../../errors';
import { choiceColumns } from './devices';
import { isAllowedPushEndpoint } from './endpoint-policy';

/**
 * What an upsert keeps of a known endpoint: everything when the same member renews the device;
 * when it changes hands, the default choices, a new "added" date and no last success.
 */
function keptOnConflict() {
  const sameMember = sql`${pushSubscriptions.memberId} = excluded.member_id`;
  const keepOr = (column: AnyColumn, otherwise: SQL | boolean | null) => sql`case when ${sameMember} then ${column} else ${otherwise} end`;
  const defaults = choiceColumns(DEFAULT_PUSH_DEVICE_CHOICES);
  const choices = Object.fromEntries(
    (Object.keys(defaults) as (keyof typeof defaults)[]).map((key) => [key, keepOr(pushSubscriptions[key], defaults[key])]),
  );
  return {
    ...choices,
    createdAt: keepOr(pushSubscriptions.createdAt, sql`now()`),
    lastSuccessAt: keepOr(pushSubscriptions.lastSuccessAt, null),
  };
}

export interface EndpointRule {
  hosts: string[];
  allowLoopback: boolean;
}

export async function subscribe(
  db: Database,
  memberId: string,
  input: { endpoint: string; keys: PushSubscriptionInput['keys']; deviceLabel: string },
  rule: EndpointRule,
): Promise<void> {
  if (!isAllowedPushEndpoint(input.endpoint, rule)) {
    throw new AppError('PUSH_SERVICE_NOT_ACCEPTED', 'This push service is not accepted.');
  }
  const values = { memberId, p256dh: input.keys.p256dh, auth: input.keys.auth, deviceLabel: input.deviceLabel };
  await db.transaction(async (tx) => {
    const [device] = await tx
      .insert(pushSubscriptions)
      .values({ endpoint: input.endpoint, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...keptOnConflict(), ...values } })
      .returning({ id: pushSubscriptions.id });
    // What was still owed to the device's last member is not shown to its new one.
    if (device) await tx.delete(pushNotices).where(and(eq(pushNotices.subscriptionId, device.id), ne(pushNotices.memberId, memberId)));
    // A member's newest devices are kept; the oldest beyond the limit are forgotten.
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, memberId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_LIMITS.devicesPerMember);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.memberId, memberId), notInArray(pushSubscriptions.id, kept)));
  });
}

/** Forgets this device, if it is the member's: another member's endpoint is left alone. */
export async function unsubscribe(db: Database, memberId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}
