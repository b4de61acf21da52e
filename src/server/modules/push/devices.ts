// The member's devices (docs/decisions/0035-push-notifications.md): the list in the account page,
// each device's own choices, and forgetting one (a lost phone) from any other. A device is only
// ever its own member's: another member's id answers as an unknown one.
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { PushDevice, PushDeviceChoices } from '../../../shared/contracts/push';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { AppError } from '../../errors';

type DeviceRow = typeof pushSubscriptions.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', 'No such device.');

/** The SHA-256 of an endpoint, hex: how a browser recognises itself in the list. */
export const endpointSha256 = (endpoint: string): string => createHash('sha256').update(endpoint).digest('hex');

function deviceOfRow(row: DeviceRow): PushDevice {
  return {
    id: row.id,
    label: row.deviceLabel,
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    endpointSha256: endpointSha256(row.endpoint),
    choices: {
      kinds: { match: row.newMatch, message: row.newMessage, like: row.newLike, 'event-reminder': row.eventReminder },
      privateMode: row.privateMode,
      showMessageText: row.showMessageText,
    },
  };
}

export async function devicesOf(db: Database, memberId: string): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return rows.map(deviceOfRow);
}

/** The choices as stored: the words of a message are never shown in private mode, whatever was asked. */
export function choiceColumns(choices: PushDeviceChoices) {
  return {
    newMatch: choices.kinds.match,
    newMessage: choices.kinds.message,
    newLike: choices.kinds.like,
    eventReminder: choices.kinds['event-reminder'],
    privateMode: choices.privateMode,
    showMessageText: choices.showMessageText && !choices.privateMode,
  };
}

export async function saveDeviceChoices(db: Database, memberId: string, id: number, choices: PushDeviceChoices): Promise<PushDevice> {
  const [row] = await db
    .update(pushSubscriptions)
    .set(choiceColumns(choices))
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.memberId, memberId)))
    .returning();
  if (!row) throw notFound();
  return deviceOfRow(row);
}

/** Forgets the device on the server: its waiting notices go with it, and nothing more is sent to it. */
export async function removeDevice(db: Database, memberId: string, id: number): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.memberId, memberId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound();
}
