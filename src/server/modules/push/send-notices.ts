// The push-notices job (docs/decisions/0035-push-notifications.md; docs/decisions/0030-job-queue.md):
// claims the notices owed, a batch at a time with `for update skip locked` so that two servers
// never send the same one, and sends each to its device. A device the push service no longer
// knows (404, 410) is forgotten; another failure gives the notice back for the next run, a few
// times. Notices inside the member's quiet hours, or older than an hour, are dropped unsent.
import { sql } from 'drizzle-orm';
import type { PartialText } from '../../../shared/contracts/events';
import type { PushKind } from '../../../shared/contracts/push';
import type { PushSender } from '../../adapters/push';
import type { Database } from '../../db/client';
import { buildPushPayload } from './payload';
import { inQuietHours } from './quiet-hours';

/** Rows claimed per statement. */
const BATCH = 100;
/** Attempts before a notice is given up. */
export const MAX_ATTEMPTS = 5;
/** A notice older than this is no longer news, and is dropped. */
const STALE_MS = 60 * 60 * 1000;
/** A claim older than this belongs to a run that stopped: the notice may be claimed again. */
const CLAIM_TIMEOUT_MS = 5 * 60 * 1000;
/** How long a push service may keep a notification for a device that is off. */
const TTL_SECONDS = 6 * 60 * 60;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

interface ClaimedRow {
  id: number | string;
  kind: PushKind;
  subject_id: number | null;
  attempts: number;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
  actor_name: string | null;
  message_body: string | null;
  private_mode: boolean | null;
  show_message_text: boolean | null;
  quiet_start: number | null;
  quiet_end: number | null;
  time_zone: string | null;
  event_title: PartialText | null;
  event_time_zone: string | null;
  event_starts_at: Date | string | null;
}

async function claim(db: Database, now: Date): Promise<ClaimedRow[]> {
  const result = await db.execute(sql`
    with claimed as (
      update push_notice set claimed_at = ${at(now)}, attempts = attempts + 1
      where id in (
        select id from push_notice
        where (claimed_at is null or claimed_at < ${at(new Date(now.getTime() - CLAIM_TIMEOUT_MS))})
          and created_at > ${at(new Date(now.getTime() - STALE_MS))}
        order by id limit ${BATCH} for update skip locked)
      returning id, member_id, subscription_id, kind, subject_id, actor_id, message_id, attempts
    )
    select c.id, c.kind, c.subject_id, c.attempts, c.subscription_id, s.endpoint, s.p256dh, s.auth,
      u.language, actor.display_name as actor_name,
      case when st.show_message_text and not st.private_mode then m.body end as message_body,
      st.private_mode, st.show_message_text, st.quiet_start, st.quiet_end, st.time_zone,
      e.title as event_title, e.time_zone as event_time_zone, e.starts_at as event_starts_at
    from claimed c
    join push_subscription s on s.id = c.subscription_id
    join "user" u on u.id = c.member_id
    left join "user" actor on actor.id = c.actor_id
    left join push_settings st on st.member_id = c.member_id
    left join message m on m.id = c.message_id and c.kind = 'message'
    left join events e on e.id = c.subject_id and c.kind = 'event-reminder'
    order by c.id`);
  return (result as { rows: ClaimedRow[] }).rows;
}

export interface PushRunResult {
  sent: number;
  gone: number;
  quiet: number;
  failed: number;
}

async function sendOne(db: Database, sender: PushSender, row: ClaimedRow, now: Date): Promise<keyof PushRunResult> {
  const quiet = row.quiet_start === null || row.quiet_end === null ? null : { start: row.quiet_start, end: row.quiet_end };
  if (inQuietHours(now, quiet, row.time_zone ?? 'UTC')) return 'quiet';
  const payload = buildPushPayload({
    kind: row.kind,
    language: row.language,
    privateMode: row.private_mode ?? true,
    showMessageText: row.show_message_text ?? false,
    subjectId: row.subject_id,
    actorName: row.actor_name,
    messageBody: row.message_body,
    event:
      row.event_title && row.event_starts_at
        ? { title: row.event_title, timeZone: row.event_time_zone ?? 'UTC', startsAt: new Date(row.event_starts_at) }
        : null,
  });
  const outcome = await sender.send({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, JSON.stringify(payload), {
    ttlSeconds: TTL_SECONDS,
    urgency: row.kind === 'message' || row.kind === 'match' ? 'high' : 'normal',
    topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
  });
  if (outcome === 'gone') {
    await db.execute(sql`delete from push_subscription where id = ${row.subscription_id}`);
    return 'gone';
  }
  await db.execute(sql`update push_subscription set last_success_at = ${at(now)} where id = ${row.subscription_id}`);
  return 'sent';
}

/**
 * One run at `now`. Throws after the batch when some notices could not be sent, so that the job
 * queue retries the run later (with its growing delays) and the admins see the failure.
 */
export async function sendPushNotices(
  db: Database,
  sender: PushSender,
  options: { now: Date; log?: { warn: (object: object, message: string) => void } },
): Promise<PushRunResult> {
  const { now } = options;
  await db.execute(sql`delete from push_notice where created_at <= ${at(new Date(now.getTime() - STALE_MS))}`);
  const result: PushRunResult = { sent: 0, gone: 0, quiet: 0, failed: 0 };
  for (;;) {
    const rows = await claim(db, now);
    for (const row of rows) {
      try {
        result[await sendOne(db, sender, row, now)] += 1;
        await db.execute(sql`delete from push_notice where id = ${row.id}`);
      } catch (error) {
        result.failed += 1;
        options.log?.warn({ err: error, noticeId: row.id }, 'push notification not sent');
        await db.execute(
          row.attempts >= MAX_ATTEMPTS
            ? sql`delete from push_notice where id = ${row.id}`
            : sql`update push_notice set claimed_at = null where id = ${row.id}`,
        );
      }
    }
    if (rows.length < BATCH || result.failed > 0) break;
  }
  if (result.failed > 0) throw new Error(`${result.failed} push notifications not sent (they are tried again)`);
  return result;
}
