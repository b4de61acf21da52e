// This device's subscription (docs/decisions/0035-push-notifications.md): kept by its endpoint,
// bound to the member signed in on the device. A device that changes hands (another member signs
// in and allows notifications) is theirs from then on; the keys are the browser's latest.
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { PUSH_LIMITS, type PushSubscriptionInput } from '../../../shared/contracts/push';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { AppError } from '../../errors';
import { isAllowedPushEndpoint } from './endpoint-policy';

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
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: input.endpoint, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
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
