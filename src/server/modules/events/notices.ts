// The event-notices job (docs/decisions/0032-events.md; docs/decisions/0030-job-queue.md): first
// owes a reminder to each member going to an event that starts within a day, then sends every
// e-mail owed, each claimed once (a row's `sent_at` is set before its e-mail goes, and cleared
// again if it cannot be sent, so the next run tries again).
import { sql } from 'drizzle-orm';
import type { MailSender } from '../../adapters/mail';
import type { Database } from '../../db/client';
import type { PushAnnouncer } from '../../platform/push-announcer';
import type { EventNoticeKind, PartialText } from '../../../shared/contracts/events';
import { buildNoticeMail } from './notice-mail';

const DAY_MS = 24 * 60 * 60 * 1000;
/** E-mails claimed per statement. */
const BATCH = 100;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Reminders owed now: going, the event published and starting within a day, not yet reminded. */
async function oweReminders(db: Database, now: Date): Promise<{ event_id: number; member_id: string }[]> {
  const result = await db.execute(sql`
    insert into event_notices (event_id, member_id, kind)
    select r.event_id, r.member_id, 'reminder'
    from event_rsvps r join events e on e.id = r.event_id
    where r.state = 'going' and e.status = 'published'
      and e.starts_at > ${at(now)} and e.starts_at <= ${at(new Date(now.getTime() + DAY_MS))}
      and not exists (select 1 from event_notices n where n.event_id = r.event_id and n.member_id = r.member_id and n.kind = 'reminder')
    returning event_id, member_id`);
  return (result as { rows: { event_id: number; member_id: string }[] }).rows;
}

interface ClaimedRow {
  id: number;
  kind: EventNoticeKind;
  event_id: number;
  email: string;
  display_name: string;
  language: string;
  title: PartialText | null;
  city: string | null;
  time_zone: string | null;
  starts_at: Date | string;
}

async function claim(db: Database, now: Date): Promise<ClaimedRow[]> {
  const result = await db.execute(sql`
    with claimed as (
      update event_notices set sent_at = ${at(now)}
      where id in (select id from event_notices where sent_at is null order by id limit ${BATCH} for update skip locked)
      returning id, kind, event_id, member_id
    )
    select c.id, c.kind, c.event_id, u.email, u.display_name, u.language, e.title, e.city, e.time_zone, e.starts_at
    from claimed c join "user" u on u.id = c.member_id join events e on e.id = c.event_id
    order by c.id`);
  return (result as { rows: ClaimedRow[] }).rows;
}

export interface NoticeResult {
  sent: number;
  failed: number;
}

export async function sendEventNotices(
  db: Database,
  mail: MailSender,
  options: { now: Date; publicOrigin: string; log?: { warn: (object: object, message: string) => void }; push?: PushAnnouncer },
): Promise<NoticeResult> {
  const { now } = options;
  const reminders = await oweReminders(db, now);
  // The same reminder on the member's devices (docs/decisions/0035-push-notifications.md).
  await options.push?.owe(reminders.map((row) => ({ memberId: row.member_id, kind: 'event-reminder', subjectId: row.event_id })));
  const result: NoticeResult = { sent: 0, failed: 0 };
  for (;;) {
    const rows = await claim(db, now);
    for (const row of rows) {
      try {
        await mail.send(
          buildNoticeMail(
            {
              kind: row.kind,
              email: row.email,
              displayName: row.display_name,
              language: row.language,
              eventId: row.event_id,
              title: row.title ?? {},
              city: row.city ?? '',
              timeZone: row.time_zone ?? 'UTC',
              startsAt: new Date(row.starts_at),
            },
            options.publicOrigin,
          ),
        );
        result.sent += 1;
      } catch (error) {
        result.failed += 1;
        options.log?.warn({ err: error, noticeId: row.id }, 'event e-mail not sent');
        await db.execute(sql`update event_notices set sent_at = null where id = ${row.id}`);
      }
    }
    if (rows.length < BATCH || result.failed > 0) return result;
  }
}
