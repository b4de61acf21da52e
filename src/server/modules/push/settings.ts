// The member's push choices (docs/decisions/0035-push-notifications.md), read and written through
// the push API. No row yet means the defaults: every kind on, private, no message text, no quiet hours.
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_PUSH_SETTINGS, type PushSettings } from '../../../shared/contracts/push';
import type { Database } from '../../db/client';
import { pushSettings } from '../../db/schema';
import { minutesOf, timeOfMinutes } from './quiet-hours';

type SettingsRow = typeof pushSettings.$inferSelect;

export function settingsOfRow(row: SettingsRow | undefined): PushSettings {
  if (!row) return DEFAULT_PUSH_SETTINGS;
  return {
    kinds: { match: row.newMatch, message: row.newMessage, like: row.newLike, 'event-reminder': row.eventReminder },
    privateMode: row.privateMode,
    showMessageText: row.showMessageText,
    quietHours:
      row.quietStart === null || row.quietEnd === null ? null : { start: timeOfMinutes(row.quietStart), end: timeOfMinutes(row.quietEnd) },
    timeZone: row.timeZone,
  };
}

export async function pushSettingsOf(db: Database, memberId: string): Promise<PushSettings> {
  const [row] = await db.select().from(pushSettings).where(eq(pushSettings.memberId, memberId));
  return settingsOfRow(row);
}

export async function savePushSettings(db: Database, memberId: string, settings: PushSettings): Promise<PushSettings> {
  const values = {
    newMatch: settings.kinds.match,
    newMessage: settings.kinds.message,
    newLike: settings.kinds.like,
    eventReminder: settings.kinds['event-reminder'],
    privateMode: settings.privateMode,
    // The words of a message are never shown in private mode, whatever was chosen before.
    showMessageText: settings.showMessageText && !settings.privateMode,
    quietStart: settings.quietHours ? minutesOf(settings.quietHours.start) : null,
    quietEnd: settings.quietHours ? minutesOf(settings.quietHours.end) : null,
    timeZone: settings.timeZone,
  };
  const [row] = await db
    .insert(pushSettings)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: pushSettings.memberId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return settingsOfRow(row);
}
