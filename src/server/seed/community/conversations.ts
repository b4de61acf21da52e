// Demo conversations, so that /messages is alive from the first start (docs/decisions/0023-messages.md).
// DEMO ONLY, like every seed. The community's members cannot sign in, so live chat needs two
// members who can: Dawit and Selam, the README's demo accounts, are matched with each other (both
// liked, as the deck stores it) with a short exchange over the last two days, Selam's last message
// unread. Each of them also has a few conversations with community matches, in a language both
// list (English, or Amharic once), the newest with one or two messages they have not read.
//
// Written straight into the tables, like the rest of the seed, and not through the API: no
// message allowance is taken (the Basic allowance counts only `message_allowance` rows, and this
// is no member's sending of today), and the flags are the safety rules' own answer (none). The
// read marks say what the demo account has read: every message but the unread ones, which are
// neither delivered nor read; the community's members have read everything.
//
// Deterministic and idempotent: client ids come from a seed text, and a conversation that already
// has messages (or a demo account with any message to the community) is left alone, so a later
// start adds nothing and never writes into what a newcomer has done. A pair that was unmatched,
// blocked or swiped by hand, or that no longer passes the hard filters, is not matched again.
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blocks, conversationMarks, matches, messages, profiles, swipes, users } from '../../db/schema';
import { passesHardFilters } from '../../modules/member-cards';
import { orderedPair } from '../../modules/matches';
import { readViewer } from '../../modules/member-cards';
import { safetyFlagsOf } from '../../modules/messages';
import { ANCHOR_EMAILS } from './anchors';
import { type AnchorScripts, DAWIT_AND_SELAM, DAWIT_SCRIPTS, SELAM_SCRIPTS, type ScriptLine } from './conversation-scripts';
import { DEMO_MEMBER_DOMAIN } from './generate';
import { createRandom } from './random';

/** Serialises concurrent seeds (two processes starting at once) on a PostgreSQL advisory lock. */
const SEED_CONVERSATIONS_LOCK = 72_410_004;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** Conversations with the community per demo account (of their ANCHOR_MATCHES). */
export const DEMO_CONVERSATIONS_PER_ANCHOR = 3;
/** When each one's last message was, in minutes before now: oldest first, the newest unread. */
const ENDS_MINUTES_AGO = [4 * 24 * 60 + 130, 27 * 60, 80] as const;
const DAWIT_AND_SELAM_ENDS_MINUTES_AGO = 18;
/** Nobody writes before the match: the first message comes at least this long after it. */
const AFTER_MATCH_MS = 10 * MINUTE_MS;
/** At most this many of the member's last messages are left unread in the newest conversation. */
const UNREAD_AT_MOST = 2;

const SCRIPTS: Record<(typeof ANCHOR_EMAILS)[number], AnchorScripts> = {
  'dawit@demo.sahelhearts.test': DAWIT_SCRIPTS,
  'selam@demo.sahelhearts.test': SELAM_SCRIPTS,
};

interface PlannedMessage {
  senderId: string;
  body: string;
  createdAt: Date;
  clientId: string;
  /** Whether its recipient has read it (and so received it). */
  read: boolean;
}

interface PlannedConversation {
  matchId: number;
  memberIds: readonly [string, string];
  messages: PlannedMessage[];
}

interface Anchor {
  id: string;
  email: (typeof ANCHOR_EMAILS)[number];
}

interface CommunityMatch {
  matchId: number;
  confirmedAt: Date;
  partnerId: string;
  firstName: string;
  city: string;
  languages: string[];
}

/**
 * The times of a conversation's lines, the last at `endsAt` (or later, when the match is younger
 * than the conversation would be); null when it would not fit between the match and now.
 */
function timesOf(lines: readonly { after: number }[], endsAt: number, matchedAt: Date, now: Date): Date[] | null {
  const offsets = lines.map((_, index) => lines.slice(1, index + 1).reduce((sum, line) => sum + line.after * MINUTE_MS, 0));
  const span = offsets[offsets.length - 1]!;
  const first = Math.max(endsAt - span, matchedAt.getTime() + AFTER_MATCH_MS);
  if (first + span > now.getTime() - MINUTE_MS) return null;
  return offsets.map((offset) => new Date(first + offset));
}

/** The same browser id for the same line on every start: a repeated insert stores nothing. */
const clientIdOf = (conversation: string, index: number) => createRandom(`sahel-hearts-demo-message:${conversation}:${index}`).uuid();

/** Lines from the end written by the member, at most UNREAD_AT_MOST: those the demo account has not read. */
function unreadTail(lines: readonly ScriptLine[]): number {
  let count = 0;
  while (count < Math.min(UNREAD_AT_MOST, lines.length - 1) && lines[lines.length - 1 - count]!.from === 'member') count += 1;
  return count;
}

async function readAnchors(tx: Database): Promise<Anchor[]> {
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...ANCHOR_EMAILS]));
  return ANCHOR_EMAILS.flatMap((email) => rows.filter((row) => row.email === email).map((row) => ({ id: row.id, email })));
}

/** Which of these matches already have messages (written by their members, or by an earlier start). */
async function conversationsWithMessages(tx: Database, matchIds: number[]): Promise<Set<number>> {
  if (matchIds.length === 0) return new Set();
  const rows = await tx.selectDistinct({ matchId: messages.matchId }).from(messages).where(inArray(messages.matchId, matchIds));
  return new Set(rows.map((row) => row.matchId));
}

/**
 * Dawit and Selam's confirmed match: the existing one, or a new one with both likes when neither
 * has ever swiped or blocked the other and they pass each other's hard filters; null otherwise.
 */
async function matchDawitAndSelam(tx: Database, dawitId: string, selamId: string, now: Date) {
  const { memberA, memberB, viewerIsA: dawitIsA } = orderedPair(dawitId, selamId);
  const pairMatch = and(eq(matches.memberA, memberA), eq(matches.memberB, memberB));
  const [existing] = await tx
    .select({ id: matches.id, confirmed: matches.confirmed, confirmedAt: matches.confirmedAt })
    .from(matches)
    .where(pairMatch);
  if (existing) return existing.confirmed && existing.confirmedAt ? { id: existing.id, confirmedAt: existing.confirmedAt } : null;
  const [swiped] = await tx
    .select({ direction: swipes.direction })
    .from(swipes)
    .where(
      or(and(eq(swipes.swiperId, dawitId), eq(swipes.targetId, selamId)), and(eq(swipes.swiperId, selamId), eq(swipes.targetId, dawitId))),
    )
    .limit(1);
  const [blocked] = await tx
    .select({ at: blocks.createdAt })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, dawitId), eq(blocks.blockedId, selamId)),
        and(eq(blocks.blockerId, selamId), eq(blocks.blockedId, dawitId)),
      ),
    )
    .limit(1);
  if (swiped || blocked) return null;
  const [dawit, selam] = [await readViewer(tx, dawitId, now), await readViewer(tx, selamId, now)];
  if (!dawit || !selam || !passesHardFilters(dawit.profile, selam.profile)) return null;
  // Selam liked first, three days ago; Dawit liked back the next day (not today, so his day's
  // swipes stay whole).
  const selamLiked = new Date(now.getTime() - 70 * HOUR_MS);
  const dawitLiked = new Date(now.getTime() - 48 * HOUR_MS - 25 * MINUTE_MS);
  await tx.insert(swipes).values([
    { swiperId: selamId, targetId: dawitId, direction: 'like', createdAt: selamLiked },
    { swiperId: dawitId, targetId: selamId, direction: 'like', createdAt: dawitLiked },
  ]);
  const [created] = await tx
    .insert(matches)
    .values({
      memberA,
      memberB,
      likedByA: dawitIsA ? dawitLiked : selamLiked,
      likedByB: dawitIsA ? selamLiked : dawitLiked,
      confirmed: true,
      confirmedAt: dawitLiked,
      createdAt: selamLiked,
    })
    .onConflictDoNothing()
    .returning({ id: matches.id, confirmedAt: matches.confirmedAt });
  return created ? { id: created.id, confirmedAt: created.confirmedAt! } : null;
}

function planDawitAndSelam(
  match: { id: number; confirmedAt: Date },
  dawitId: string,
  selamId: string,
  now: Date,
): PlannedConversation | null {
  const times = timesOf(DAWIT_AND_SELAM, now.getTime() - DAWIT_AND_SELAM_ENDS_MINUTES_AGO * MINUTE_MS, match.confirmedAt, now);
  if (!times) return null;
  return {
    matchId: match.id,
    memberIds: [dawitId, selamId],
    messages: DAWIT_AND_SELAM.map((line, index) => ({
      senderId: line.from === 'dawit' ? dawitId : selamId,
      body: line.text,
      createdAt: times[index]!,
      clientId: clientIdOf('dawit+selam', index),
      // Selam has read all of Dawit's; Dawit has not read her last message.
      read: index < DAWIT_AND_SELAM.length - 1,
    })),
  };
}

/** The demo account's confirmed matches with community members (not each other). */
async function communityMatchesOf(tx: Database, anchor: Anchor): Promise<CommunityMatch[]> {
  const rows = await tx
    .select({ id: matches.id, memberA: matches.memberA, memberB: matches.memberB, confirmedAt: matches.confirmedAt })
    .from(matches)
    .where(and(eq(matches.confirmed, true), or(eq(matches.memberA, anchor.id), eq(matches.memberB, anchor.id))));
  const partnerOf = new Map(rows.map((row) => [row.memberA === anchor.id ? row.memberB : row.memberA, row]));
  if (partnerOf.size === 0) return [];
  const partners = await tx
    .select({ id: users.id, displayName: users.displayName, city: profiles.city, languages: profiles.languages })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(inArray(users.id, [...partnerOf.keys()]), like(users.email, `%@${DEMO_MEMBER_DOMAIN}`)));
  return partners
    .map((partner) => {
      const row = partnerOf.get(partner.id)!;
      return {
        matchId: row.id,
        confirmedAt: row.confirmedAt ?? new Date(0),
        partnerId: partner.id,
        firstName: partner.displayName.split(' ')[0]!,
        city: partner.city,
        languages: partner.languages,
      };
    })
    .sort((a, b) => a.confirmedAt.getTime() - b.confirmedAt.getTime() || a.matchId - b.matchId);
}

/**
 * DEMO_CONVERSATIONS_PER_ANCHOR of the demo account's community matches that share a language with
 * them we have lines in (fewer when fewer do), the earliest matches first, so the oldest
 * conversation goes to the oldest match. When the demo account lists Amharic, the first match who
 * also lists it is always among them, with the Amharic lines: which members match the demo account
 * follows the compatibility score, and the Amharic conversation must not depend on it.
 */
function chooseCommunityPartners(anchorLanguages: readonly string[], candidates: readonly CommunityMatch[]) {
  const shares = (match: CommunityMatch, code: string) => anchorLanguages.includes(code) && match.languages.includes(code);
  const amharicPartner = candidates.find((match) => shares(match, 'am'));
  const english = candidates.filter((match) => match !== amharicPartner && shares(match, 'en'));
  const picked = new Set([...(amharicPartner ? [amharicPartner] : []), ...english].slice(0, DEMO_CONVERSATIONS_PER_ANCHOR));
  return candidates
    .filter((match) => picked.has(match))
    .map((match) => ({ match, language: match === amharicPartner ? ('am' as const) : ('en' as const) }));
}

function planCommunity(anchor: Anchor, anchorLanguages: readonly string[], candidates: readonly CommunityMatch[], now: Date) {
  const scripts = SCRIPTS[anchor.email];
  const chosen = chooseCommunityPartners(anchorLanguages, candidates);
  const planned: PlannedConversation[] = [];
  for (const [position, { match, language }] of chosen.entries()) {
    // Fewer than three take the newest places, so the newest conversation always has unread messages.
    const place = DEMO_CONVERSATIONS_PER_ANCHOR - chosen.length + position;
    const lines = language === 'am' ? scripts.amharic : scripts.english[place]!;
    const times = timesOf(lines, now.getTime() - ENDS_MINUTES_AGO[place]! * MINUTE_MS, match.confirmedAt, now);
    if (!times) continue;
    const unread = place === DEMO_CONVERSATIONS_PER_ANCHOR - 1 ? unreadTail(lines) : 0;
    const fill = (text: string) => text.replaceAll('{member}', match.firstName).replaceAll('{city}', match.city || 'your city');
    planned.push({
      matchId: match.matchId,
      memberIds: [anchor.id, match.partnerId],
      messages: lines.map((line, index) => ({
        senderId: line.from === 'anchor' ? anchor.id : match.partnerId,
        body: fill(line.text),
        createdAt: times[index]!,
        clientId: clientIdOf(`${anchor.email}+${match.partnerId}`, index),
        read: index < lines.length - unread,
      })),
    });
  }
  return planned;
}

/**
 * Stores the planned messages in time order (so their ids are too: the id is the conversation's
 * order) and each member's marks: up to the partner's last message they have read.
 */
async function store(tx: Database, planned: readonly PlannedConversation[]): Promise<number> {
  const rows = planned
    .flatMap((conversation) => conversation.messages.map((message) => ({ ...message, matchId: conversation.matchId })))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (rows.length === 0) return 0;
  const stored = await tx
    .insert(messages)
    .values(rows.map(({ read: _read, ...row }) => ({ ...row, flags: safetyFlagsOf(row.body) })))
    .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
    .returning({ id: messages.id, senderId: messages.senderId, clientId: messages.clientId });
  const idOf = new Map(stored.map((row) => [`${row.senderId}|${row.clientId}`, row.id]));
  const marks = planned.flatMap((conversation) =>
    conversation.memberIds.flatMap((memberId) => {
      const readIds = conversation.messages
        .filter((message) => message.senderId !== memberId && message.read)
        .map((message) => idOf.get(`${message.senderId}|${message.clientId}`))
        .filter((id) => id !== undefined);
      if (readIds.length === 0) return [];
      const upTo = Math.max(...readIds);
      return [{ matchId: conversation.matchId, memberId, deliveredUpTo: upTo, readUpTo: upTo }];
    }),
  );
  if (marks.length > 0) {
    // Marks only move forward (marks.ts): one a member already had stays if it is further.
    await tx
      .insert(conversationMarks)
      .values(marks)
      .onConflictDoUpdate({
        target: [conversationMarks.matchId, conversationMarks.memberId],
        set: {
          deliveredUpTo: sql`greatest(${conversationMarks.deliveredUpTo}, excluded.delivered_up_to)`,
          readUpTo: sql`greatest(${conversationMarks.readUpTo}, excluded.read_up_to)`,
        },
      });
  }
  return stored.length;
}

/** Adds the demo conversations that are missing (see the top of this file); returns how many messages it added. */
export async function seedDemoConversations(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_CONVERSATIONS_LOCK})`);
    const anchors = await readAnchors(tx);
    if (anchors.length === 0) return 0;
    const planned: PlannedConversation[] = [];
    const [dawit, selam] = [
      anchors.find((anchor) => anchor.email === ANCHOR_EMAILS[0]),
      anchors.find((anchor) => anchor.email === ANCHOR_EMAILS[1]),
    ];
    if (dawit && selam) {
      const match = await matchDawitAndSelam(tx, dawit.id, selam.id, now);
      if (match && (await conversationsWithMessages(tx, [match.id])).size === 0) {
        const conversation = planDawitAndSelam(match, dawit.id, selam.id, now);
        if (conversation) planned.push(conversation);
      }
    }
    for (const anchor of anchors) {
      const candidates = await communityMatchesOf(tx, anchor);
      // A demo account that already wrote to the community (or was seeded) keeps what it has.
      if (
        (
          await conversationsWithMessages(
            tx,
            candidates.map((candidate) => candidate.matchId),
          )
        ).size > 0
      )
        continue;
      const viewer = await readViewer(tx, anchor.id, now);
      if (viewer) planned.push(...planCommunity(anchor, viewer.profile.languages, candidates, now));
    }
    return store(tx, planned);
  });
}
