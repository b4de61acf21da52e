// The member's push settings (docs/decisions/0035-push-notifications.md): what is the member's
// whichever device they use, their quiet hours and the time zone they are read in. No row yet
// means the defaults: no quiet hours, UTC (the browser offers its own zone until saved).
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_PUSH_SETTINGS, type PushSettings } from '../../../shared/contracts/push';
import type { Database } from '../../db/client';
import { pushSettings } from '../../db/schema';
import { minutesOf, timeOfMinutes } from './quiet-hours';

type SettingsRow = typeof pushSettings.$inferSelect;

function settingsOfRow(row: SettingsRow | undefined): PushSettings {
  if (!row) return DEFAULT_PUSH_SETTINGS;
  return {
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
