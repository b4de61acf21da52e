// The notices owed (docs/decisions/0035-push-notifications.md): one row per device of the member
// told, written where the news happens (a like, a match, a message, an event reminder), only for
// the devices that want that kind (each device its own choices). The push-notices job sends them.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PushAnnouncer, PushNoticeInput } from '../../platform/push-announcer';

const KIND_COLUMN = { match: 'new_match', message: 'new_message', like: 'new_like', 'event-reminder': 'event_reminder' } as const;

/** Writes the notices owed; answers how many rows (devices) were written. */
export async function owePushNotices(db: Database, notices: PushNoticeInput[]): Promise<number> {
  let written = 0;
  for (const notice of notices) {
    const wants = sql.raw(`s.${KIND_COLUMN[notice.kind]}`);
    const result = await db.execute(sql`
      insert into push_notice (member_id, subscription_id, kind, subject_id, actor_id, message_id)
      select s.member_id, s.id, ${notice.kind}, ${notice.subjectId ?? null}, ${notice.actorId ?? null}, ${notice.messageId ?? null}
      from push_subscription s
      where s.member_id = ${notice.memberId} and ${wants}
      returning id`);
    written += (result as { rows: unknown[] }).rows.length;
  }
  return written;
}

/**
 * The announcer features are handed: owes the notices, then asks the job to run at once (`kick`),
 * never failing the action that caused them.
 */
export function pushAnnouncer(db: Database, kick: () => void, log: { warn: (object: object, message: string) => void }): PushAnnouncer {
  return {
    async owe(notices) {
      try {
        if ((await owePushNotices(db, notices)) > 0) kick();
      } catch (error) {
        log.warn({ err: error }, 'push notices not owed');
      }
    },
  };
}
