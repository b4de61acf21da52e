// The away e-mails' job (docs/decisions/0025-away-notifications.md): members who are away, want
// these e-mails and were not sent one in the last hours get one e-mail saying what is new since
// their last e-mail or their last visit: unread messages from their matches (how many, from whom)
// and new matches. Every server runs it: a member is claimed with one conditional upsert before
// their e-mail goes, so two servers never send the same one.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { AWAY_EMAILS } from '../../../shared/contracts/account-notifications';
import type { MailSender } from '../../adapters/mail';
import type { Database } from '../../db/client';
import { awayEmailStates, users } from '../../db/schema';
import { visibleMember } from '../moderation';
import { type AwayNews, type AwayRecipient, buildAwayMail } from './away-mail';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface NewsRow {
  member_id: string;
  email: string;
  display_name: string;
  language: string;
  last_sent_at: Date | string | null;
  partner_name: string;
  kind: 'message' | 'match';
  items: number | string;
}

interface AwayMember extends AwayRecipient {
  id: string;
  /** Restored if the e-mail cannot be sent, so that the next run tries again. */
  lastSentAt: Date | null;
  news: AwayNews;
}

export interface AnnounceResult {
  sent: number;
  failed: number;
}

const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

/** The moments that bound the job's reading at `now`. */
function bounds(now: Date) {
  return {
    /** Seen before this: away. */
    awayBefore: new Date(now.getTime() - AWAY_EMAILS.awayAfterMinutes * MINUTE_MS),
    /** Last e-mailed before this (or never): may be e-mailed again. */
    sentBefore: new Date(now.getTime() - AWAY_EMAILS.atMostEveryHours * HOUR_MS),
    /** News older than this is no longer news. */
    since: new Date(now.getTime() - AWAY_EMAILS.newsWithinHours * HOUR_MS),
  };
}

/**
 * What is new for each member who may be e-mailed now, one row per member, partner and kind. A
 * message counts when it is unread, from a partner of a conversation that still stands, and newer
 * than the member's last e-mail and last visit; a match counts for the member who liked first
 * (the other one made it, on screen). Nothing from or to a suspended or banned member, nor across
 * a block (a block ends the match anyway).
 */
async function findAwayMembers(db: Database, now: Date): Promise<AwayMember[]> {
  const { awayBefore, sentBefore, since } = bounds(now);
  const result = await db.execute(sql`
    with news as (
      select case when mt.member_a = m.sender_id then mt.member_b else mt.member_a end as member_id,
        m.sender_id as partner_id, 'message' as kind, m.created_at as at, mt.id as match_id, m.id as message_id
      from message m
      join matches mt on mt.id = m.match_id and mt.confirmed
      where m.created_at > ${at(since)} and m.created_at <= ${at(now)}
      union all
      select case when mt.liked_by_a < mt.liked_by_b then mt.member_a else mt.member_b end,
        case when mt.liked_by_a < mt.liked_by_b then mt.member_b else mt.member_a end,
        'match', mt.confirmed_at, mt.id, null
      from matches mt
      where mt.confirmed and mt.confirmed_at > ${at(since)} and mt.confirmed_at <= ${at(now)} and mt.liked_by_a <> mt.liked_by_b
    )
    select n.member_id, member.email, member.display_name, member.language, s.last_sent_at,
      partner.display_name as partner_name, n.kind, count(*) as items, max(n.at) as latest
    from news n
    join ${users} member on member.id = n.member_id
    join ${users} partner on partner.id = n.partner_id
    left join away_email_state s on s.user_id = n.member_id
    left join profile p on p.user_id = n.member_id
    left join conversation_mark mark on mark.match_id = n.match_id and mark.member_id = n.member_id
    where coalesce(s.enabled, true)
      and (s.last_sent_at is null or s.last_sent_at <= ${at(sentBefore)})
      and coalesce(greatest(s.last_seen_at, p.last_active_at), '-infinity'::timestamptz) < ${at(awayBefore)}
      and n.at > coalesce(greatest(s.last_sent_at, s.last_seen_at, p.last_active_at), '-infinity'::timestamptz)
      and (n.kind = 'match' or n.message_id > coalesce(mark.read_up_to, 0))
      and ${visibleMember(sql`n.member_id`, at(now))}
      and ${visibleMember(sql`n.partner_id`, at(now))}
      and not exists (select 1 from block b where (b.blocker_id = n.member_id and b.blocked_id = n.partner_id)
        or (b.blocker_id = n.partner_id and b.blocked_id = n.member_id))
    group by n.member_id, member.email, member.display_name, member.language, s.last_sent_at, n.partner_id, partner.display_name, n.kind
    order by n.member_id, latest desc, n.partner_id`);

  const members = new Map<string, AwayMember>();
  for (const row of (result as { rows: NewsRow[] }).rows) {
    let member = members.get(row.member_id);
    if (!member) {
      member = {
        id: row.member_id,
        email: row.email,
        displayName: row.display_name,
        language: row.language,
        lastSentAt: row.last_sent_at === null ? null : new Date(row.last_sent_at),
        news: { messages: 0, senders: [], matches: 0 },
      };
      members.set(row.member_id, member);
    }
    if (row.kind === 'message') {
      member.news.messages += Number(row.items);
      member.news.senders.push(row.partner_name);
    } else {
      member.news.matches += Number(row.items);
    }
  }
  return [...members.values()];
}

/**
 * Takes these members for an e-mail at `now`, unless another run took them first, they turned the
 * e-mails off or came back meanwhile: the ids taken. The conditions are checked again on the
 * locked row, so of two servers claiming the same member at once, one gets them. Accounts deleted
 * meanwhile drop out.
 */
async function claim(db: Database, memberIds: string[], now: Date): Promise<Set<string>> {
  const { awayBefore, sentBefore } = bounds(now);
  const ids = sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into away_email_state (user_id, last_sent_at)
    select u.id, ${at(now)} from ${users} u where u.id in (${ids})
    on conflict (user_id) do update set last_sent_at = excluded.last_sent_at
    where away_email_state.enabled
      and (away_email_state.last_sent_at is null or away_email_state.last_sent_at <= ${at(sentBefore)})
      and (away_email_state.last_seen_at is null or away_email_state.last_seen_at < ${at(awayBefore)})
    returning user_id`);
  return new Set((result as { rows: { user_id: string }[] }).rows.map((row) => row.user_id));
}

/**
 * One run of the job at `now`: every member due an e-mail gets one. Members are claimed and
 * mailed a batch at a time; an e-mail that cannot be sent gives its member back to the next run.
 */
export async function announceToAwayMembers(
  db: Database,
  mail: MailSender,
  options: { now: Date; publicOrigin: string; log?: { warn: (object: object, message: string) => void } },
): Promise<AnnounceResult> {
  const { now } = options;
  const due = await findAwayMembers(db, now);
  const result: AnnounceResult = { sent: 0, failed: 0 };
  for (let start = 0; start < due.length; start += AWAY_EMAILS.batchSize) {
    const batch = due.slice(start, start + AWAY_EMAILS.batchSize);
    const claimed = await claim(
      db,
      batch.map((member) => member.id),
      now,
    );
    for (const member of batch) {
      if (!claimed.has(member.id)) continue;
      try {
        await mail.send(buildAwayMail(member, member.news, options.publicOrigin));
        result.sent += 1;
      } catch (error) {
        result.failed += 1;
        options.log?.warn({ err: error, memberId: member.id }, 'away e-mail not sent');
        await db
          .update(awayEmailStates)
          .set({ lastSentAt: member.lastSentAt })
          .where(and(eq(awayEmailStates.userId, member.id), eq(awayEmailStates.lastSentAt, now)));
      }
    }
  }
  return result;
}
