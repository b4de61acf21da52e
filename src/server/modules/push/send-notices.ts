// The push-notices job (docs/decisions/0035-push-notifications.md; docs/decisions/0030-job-queue.md):
// claims the notices owed, a batch at a time with `for update skip locked` so that two servers
// never send the same one, and sends each to its device. A device the push service no longer
// knows (404, 410) is forgotten; another failure gives the notice back for the next run, a few
// times. A notice older than an hour is dropped unsent. Inside the member's quiet hours, a match or
// a message is held for the one summary sent when they end (quiet-summaries.ts); a like or an
// event reminder is dropped.
import { sql } from 'drizzle-orm';
import type { PartialText } from '../../../shared/contracts/events';
import type { PushKind } from '../../../shared/contracts/push';
import type { PushSender } from '../../adapters/push';
import type { Database } from '../../db/client';
import { buildPushPayload } from './payload';
import { inQuietHours } from './quiet-hours';
import { at, CLAIM_TIMEOUT_MS, HELD_STALE_MS, MAX_ATTEMPTS, STALE_MS, TTL_SECONDS } from './notice-timing';
import { sendQuietSummaries } from './quiet-summaries';

/** Rows claimed per statement. */
const BATCH = 100;
/** The kinds still news when quiet hours end, if unread by then. */
const HELD_KINDS: readonly PushKind[] = ['match', 'message'];

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
  private_mode: boolean;
  show_message_text: boolean;
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
          and created_at > ${at(new Date(now.getTime() - STALE_MS))} and not held
        order by id limit ${BATCH} for update skip locked)
      returning id, member_id, subscription_id, kind, subject_id, actor_id, message_id, attempts
    )
    select c.id, c.kind, c.subject_id, c.attempts, c.subscription_id, s.endpoint, s.p256dh, s.auth,
      u.language, actor.display_name as actor_name,
      case when s.show_message_text and not s.private_mode then m.body end as message_body,
      s.private_mode, s.show_message_text, st.quiet_start, st.quiet_end, st.time_zone,
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
  /** Dropped in quiet hours. */
  quiet: number;
  /** Kept for the summary at the end of quiet hours. */
  held: number;
  failed: number;
  /** Summaries sent at the end of quiet hours. */
  summaries: number;
}

type Outcome = 'sent' | 'gone' | 'quiet' | 'held';

async function sendOne(db: Database, sender: PushSender, row: ClaimedRow, now: Date): Promise<Outcome> {
  const quiet = row.quiet_start === null || row.quiet_end === null ? null : { start: row.quiet_start, end: row.quiet_end };
  if (inQuietHours(now, quiet, row.time_zone ?? 'UTC')) return HELD_KINDS.includes(row.kind) ? 'held' : 'quiet';
  const payload = buildPushPayload({
    kind: row.kind,
    language: row.language,
    privateMode: row.private_mode,
    showMessageText: row.show_message_text,
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
  await db.execute(sql`
    delete from push_notice
    where created_at <= ${at(new Date(now.getTime() - STALE_MS))} and not held
      or created_at <= ${at(new Date(now.getTime() - HELD_STALE_MS))}`);
  const result: PushRunResult = { sent: 0, gone: 0, quiet: 0, held: 0, failed: 0, summaries: 0 };
  for (;;) {
    const rows = await claim(db, now);
    for (const row of rows) {
      try {
        const outcome = await sendOne(db, sender, row, now);
        result[outcome] += 1;
        await db.execute(
          outcome === 'held'
            ? sql`update push_notice set held = true, claimed_at = null, attempts = 0 where id = ${row.id}`
            : sql`delete from push_notice where id = ${row.id}`,
        );
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
  const summaries = await sendQuietSummaries(db, sender, options);
  result.summaries = summaries.sent;
  result.gone += summaries.gone;
  result.failed += summaries.failed;
  if (result.failed > 0) throw new Error(`${result.failed} push notifications not sent (they are tried again)`);
  return result;
}
