// The member's switch for the away e-mails (docs/decisions/0025-away-notifications.md), read and
// written through the account API. No row yet means the default: on.
import { eq, sql } from 'drizzle-orm';
import type { NotificationSettings } from '../../../shared/contracts/account-notifications';
import type { Database } from '../../db/client';
import { awayEmailStates } from '../../db/schema';

export async function notificationSettingsOf(db: Database, memberId: string): Promise<NotificationSettings> {
  const [row] = await db.select({ enabled: awayEmailStates.enabled }).from(awayEmailStates).where(eq(awayEmailStates.userId, memberId));
  return { awayEmails: row?.enabled ?? true };
}

export async function saveNotificationSettings(
  db: Database,
  memberId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const [row] = await db
    .insert(awayEmailStates)
    .values({ userId: memberId, enabled: settings.awayEmails })
    .onConflictDoUpdate({ target: awayEmailStates.userId, set: { enabled: settings.awayEmails, updatedAt: sql`now()` } })
    .returning({ enabled: awayEmailStates.enabled });
  return { awayEmails: row!.enabled };
}
