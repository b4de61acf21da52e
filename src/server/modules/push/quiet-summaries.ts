// The end of quiet hours (docs/decisions/0035-push-notifications.md): the matches and messages
// held while a member's quiet hours lasted are summed up in one notification per device once
// they end, and only what is still news then: a message still unread, a match still there with
// nothing read or written in it yet. Nothing still news: nothing is sent. Held notices older than
// a day are dropped (send-notices.ts).
import { sql } from 'drizzle-orm';
import type { PushKind } from '../../../shared/contracts/push';
import type { PushSender } from '../../adapters/push';
import type { Database } from '../../db/client';
import { buildQuietSummary } from './payload';
import { inQuietHours } from './quiet-hours';
import { at, CLAIM_TIMEOUT_MS, MAX_ATTEMPTS, TTL_SECONDS } from './notice-timing';

interface HeldDevice {
  subscription_id: number;
  quiet_start: number | null;
  quiet_end: number | null;
  time_zone: string | null;
}

interface ClaimedHeld {
  id: number | string;
  kind: PushKind;
  subject_id: number | null;
  attempts: number;
  still_news: boolean;
  endpoint: string;
  p256dh: string;
  auth: string;
  private_mode: boolean;
  language: string;
}

type Log = { warn: (object: object, message: string) => void };

/** The devices with held notices whose member's quiet hours are over at `now`. */
async function devicesOutOfQuiet(db: Database, now: Date): Promise<number[]> {
  const result = await db.execute(sql`
    select distinct n.subscription_id, st.quiet_start, st.quiet_end, st.time_zone
    from push_notice n left join push_settings st on st.member_id = n.member_id
    where n.held and (n.claimed_at is null or n.claimed_at < ${at(new Date(now.getTime() - CLAIM_TIMEOUT_MS))})
    order by n.subscription_id`);
  return (result as { rows: HeldDevice[] }).rows
    .filter((device) => {
      const quiet = device.quiet_start === null || device.quiet_end === null ? null : { start: device.quiet_start, end: device.quiet_end };
      return !inQuietHours(now, quiet, device.time_zone ?? 'UTC');
    })
    .map((device) => device.subscription_id);
}

/** Claims one device's held notices, each with whether it is still news, and the device's keys. */
async function claimHeld(db: Database, subscriptionId: number, now: Date): Promise<ClaimedHeld[]> {
  const mark = (matchId: unknown) =>
    sql`coalesce((select cm.read_up_to from conversation_mark cm where cm.match_id = ${matchId} and cm.member_id = c.member_id), 0)`;
  const result = await db.execute(sql`
    with claimed as (
      update push_notice set claimed_at = ${at(now)}, attempts = attempts + 1
      where held and subscription_id = ${subscriptionId}
        and (claimed_at is null or claimed_at < ${at(new Date(now.getTime() - CLAIM_TIMEOUT_MS))})
      returning id, member_id, kind, subject_id, message_id, attempts
    )
    select c.id, c.kind, c.subject_id, c.attempts, s.endpoint, s.p256dh, s.auth, s.private_mode, u.language,
      case c.kind
        when 'message' then s.new_message and exists (
          select 1 from message m where m.id = c.message_id and m.id > ${mark(sql`m.match_id`)})
        when 'match' then s.new_match and exists (select 1 from matches x where x.id = c.subject_id and x.confirmed)
          and not exists (select 1 from message m where m.match_id = c.subject_id and m.sender_id = c.member_id)
          and ${mark(sql`c.subject_id`)} = 0
        else false
      end as still_news
    from claimed c
    join push_subscription s on s.id = ${subscriptionId}
    join "user" u on u.id = c.member_id
    order by c.id`);
  return (result as { rows: ClaimedHeld[] }).rows;
}

const idList = (rows: ClaimedHeld[]) =>
  sql.join(
    rows.map((row) => sql`${row.id}`),
    sql`, `,
  );

/** Sends one device's summary, if anything held is still news; answers what became of it. */
async function summariseDevice(sender: PushSender, rows: ClaimedHeld[]): Promise<'sent' | 'gone' | 'none'> {
  const news = rows.filter((row) => row.still_news);
  const [first] = rows;
  if (!first || news.length === 0) return 'none';
  const payload = buildQuietSummary({
    language: first.language,
    privateMode: first.private_mode,
    conversationIds: [...new Set(news.filter((row) => row.kind === 'message').map((row) => Number(row.subject_id)))],
    matches: news.filter((row) => row.kind === 'match').length,
  });
  const outcome = await sender.send(
    { endpoint: first.endpoint, keys: { p256dh: first.p256dh, auth: first.auth } },
    JSON.stringify(payload),
    {
      ttlSeconds: TTL_SECONDS,
      urgency: 'normal',
      topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
    },
  );
  if (outcome === 'gone') return 'gone';
  return 'sent';
}

/**
 * Sends the summaries owed at `now`. A device its push service no longer knows is forgotten;
 * another failure gives its notices back for the next run (a few times), as single notices do.
 */
export async function sendQuietSummaries(
  db: Database,
  sender: PushSender,
  options: { now: Date; log?: Log },
): Promise<{ sent: number; gone: number; failed: number }> {
  const { now } = options;
  const result = { sent: 0, gone: 0, failed: 0 };
  for (const subscriptionId of await devicesOutOfQuiet(db, now)) {
    const rows = await claimHeld(db, subscriptionId, now);
    if (rows.length === 0) continue;
    try {
      const outcome = await summariseDevice(sender, rows);
      if (outcome === 'gone') {
        await db.execute(sql`delete from push_subscription where id = ${subscriptionId}`);
        result.gone += 1;
        continue;
      }
      if (outcome === 'sent') {
        await db.execute(sql`update push_subscription set last_success_at = ${at(now)} where id = ${subscriptionId}`);
        result.sent += 1;
      }
      await db.execute(sql`delete from push_notice where id in (${idList(rows)})`);
    } catch (error) {
      result.failed += 1;
      options.log?.warn({ err: error, subscriptionId }, 'push summary not sent');
      const spent = rows.filter((row) => row.attempts >= MAX_ATTEMPTS);
      if (spent.length > 0) await db.execute(sql`delete from push_notice where id in (${idList(spent)})`);
      await db.execute(
        sql`update push_notice set claimed_at = null where held and subscription_id = ${subscriptionId} and claimed_at = ${at(now)}`,
      );
    }
  }
  return result;
}
