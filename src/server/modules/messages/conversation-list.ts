// GET /api/conversations: the member's conversations, the one with the newest message first, each
// with the partner's name and main photo, the last message and how many are unread; and the
// header's unread total. A conversation is listed from the match on, before anyone has written,
// and not while the partner is suspended or banned (visibleMember,
// docs/decisions/0024-moderation.md): neither it nor its unread messages count then.
import { sql } from 'drizzle-orm';
import type { ConversationSummary } from '../../../shared/contracts/messages';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { cardPhotoOf } from '../member-cards';
import { mainPhoto } from '../member-cards';
import { visibleMember } from '../moderation';

interface ListRow {
  id: number | string;
  matched_at: Date | string;
  partner_id: string;
  display_name: string;
  photo: { id: string; width: number; height: number } | null;
  last_body: string | null;
  last_at: Date | string | null;
  last_sender: string | null;
  unread: number | string;
}

/** The other member of `mt` (the matches row). */
const partnerIn = (memberId: string) => sql`case when mt.member_a = ${memberId} then mt.member_b else mt.member_a end`;

/**
 * The member's confirmed matches whose partner may be seen, as an SQL condition on `mt` (the
 * matches row).
 */
const isMemberOf = (memberId: string) =>
  sql`mt.confirmed and (mt.member_a = ${memberId} or mt.member_b = ${memberId}) and ${visibleMember(partnerIn(memberId))}`;

export async function conversationSummariesOf(db: Database, memberId: string): Promise<ConversationSummary[]> {
  const result = await db.execute(sql`
    select mt.id, coalesce(mt.confirmed_at, mt.created_at) as matched_at,
      ${users.id} as partner_id, ${users.displayName} as display_name, ${mainPhoto} as photo,
      last.body as last_body, last.created_at as last_at, last.sender_id as last_sender,
      (select count(*) from message unread where unread.match_id = mt.id and unread.sender_id <> ${memberId}
        and unread.id > coalesce(mark.read_up_to, 0)) as unread
    from matches mt
    join ${users} on ${users.id} = ${partnerIn(memberId)}
    left join conversation_mark mark on mark.match_id = mt.id and mark.member_id = ${memberId}
    left join lateral (
      select m.body, m.created_at, m.sender_id from message m where m.match_id = mt.id order by m.id desc limit 1
    ) last on true
    where ${isMemberOf(memberId)}
    order by coalesce(last.created_at, mt.confirmed_at, mt.created_at) desc, mt.id desc`);
  return (result as { rows: ListRow[] }).rows.map((row) => ({
    id: Number(row.id),
    partner: { id: row.partner_id, displayName: row.display_name, photo: row.photo ? cardPhotoOf(row.photo) : null },
    lastMessage:
      row.last_body === null || row.last_at === null
        ? null
        : { body: row.last_body, sentAt: new Date(row.last_at).toISOString(), fromMe: row.last_sender === memberId },
    unread: Number(row.unread),
    updatedAt: new Date(row.last_at ?? row.matched_at).toISOString(),
  }));
}

/** Messages from partners the member has not read, over all their conversations. */
export async function unreadTotalOf(db: Database, memberId: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as unread from matches mt
    join message m on m.match_id = mt.id and m.sender_id <> ${memberId}
    left join conversation_mark mark on mark.match_id = mt.id and mark.member_id = ${memberId}
    where ${isMemberOf(memberId)} and m.id > coalesce(mark.read_up_to, 0)`);
  return Number((result as { rows: { unread: number | string }[] }).rows[0]?.unread ?? 0);
}
