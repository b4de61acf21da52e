// What a member sees of the events they may join (docs/decisions/0032-events.md): nearest first
// by the deck's distance buckets, how many are going, their own answer, and the venue only when
// they are going, and which of their matches are going when both chose to be shown (matches-going.ts).
// Drafts are never shown; a cancelled event only to those who had answered it.
import { and, asc, eq, gt, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { DISTANCE_BUCKETS } from '../../../shared/contracts/discovery';
import type { MatchGoing, MemberEvent } from '../../../shared/contracts/member-events';
import type { Database } from '../../db/client';
import { eventRsvps, events, profiles } from '../../db/schema';
import { AppError } from '../../errors';
import { distanceBucket, locateCity } from '../member-cards';
import { eventColumns, rsvpCountOf } from './event-columns';
import { matchesGoingTo } from './matches-going';

/** The most events the list shows. */
const LIST_LIMIT = 200;

interface Residence {
  country: string;
  city: string;
  cellLat: number | null;
  cellLon: number | null;
}

async function residenceOf(db: Database, memberId: string): Promise<Residence> {
  const [row] = await db
    .select({ country: profiles.residenceCountry, city: profiles.city, cellLat: profiles.cellLat, cellLon: profiles.cellLon })
    .from(profiles)
    .where(eq(profiles.userId, memberId));
  return row ?? { country: '', city: '', cellLat: null, cellLon: null };
}

async function readEvents(db: Database, memberId: string, where: SQL | undefined) {
  return db
    .select({
      ...eventColumns,
      goingCount: rsvpCountOf('going'),
      myState: eventRsvps.state,
      myPosition: eventRsvps.position,
      waitingRank: sql<number | null>`(select count(*) from event_rsvps w where w.event_id = "events"."id"
        and w.state = 'waiting' and w.position <= "event_rsvps"."position")`.mapWith((value) => (value === null ? null : Number(value))),
    })
    .from(events)
    .leftJoin(eventRsvps, and(eq(eventRsvps.eventId, events.id), eq(eventRsvps.memberId, memberId)))
    .where(
      and(
        isNotNull(events.capacity),
        isNotNull(events.startsAt),
        isNotNull(events.title),
        or(eq(events.status, 'published'), and(eq(events.status, 'cancelled'), isNotNull(eventRsvps.id))),
        where,
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(LIST_LIMIT);
}

type EventRow = Awaited<ReturnType<typeof readEvents>>[number];

const publishedIds = (rows: EventRow[]) => rows.flatMap((row) => (row.status === 'published' ? [row.id] : []));

function toMemberEvent(row: EventRow, residence: Residence, matchesGoing: Map<number, MatchGoing[]>): MemberEvent {
  const city = row.city ?? '';
  const country = row.country ?? '';
  const cell = locateCity(country, city);
  const startsAt = row.startsAt as Date;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title ?? {},
    description: row.description ?? {},
    city,
    country,
    timeZone: row.timeZone ?? 'UTC',
    startsAt: startsAt.toISOString(),
    endsAt: (row.endsAt ?? startsAt).toISOString(),
    capacity: row.capacity ?? 0,
    audience: row.audience,
    status: row.status,
    goingCount: row.goingCount,
    distance: distanceBucket(residence, { country, city, cellLat: cell?.cellLat ?? null, cellLon: cell?.cellLon ?? null }),
    myState: row.myState ?? null,
    waitingPosition: row.myState === 'waiting' ? row.waitingRank : null,
    venue: row.myState === 'going' && row.status === 'published' ? row.venue : null,
    matchesGoing: row.status === 'published' ? (matchesGoing.get(row.id) ?? []) : [],
  };
}

/** Events still to end, nearest first (by bucket), then soonest. */
export async function listMemberEvents(db: Database, memberId: string, now: Date): Promise<MemberEvent[]> {
  const [residence, rows] = await Promise.all([
    residenceOf(db, memberId),
    readEvents(db, memberId, gt(sql`coalesce(${events.endsAt}, ${events.startsAt})`, now)),
  ]);
  const going = await matchesGoingTo(db, memberId, publishedIds(rows));
  const rank = (event: MemberEvent) => DISTANCE_BUCKETS.indexOf(event.distance);
  return rows.map((row) => toMemberEvent(row, residence, going)).sort((a, b) => rank(a) - rank(b));
}

/** One event as the member sees it; NOT_FOUND for a draft or an unknown id. */
export async function readMemberEvent(db: Database, memberId: string, eventId: number): Promise<MemberEvent> {
  const [residence, rows] = await Promise.all([residenceOf(db, memberId), readEvents(db, memberId, eq(events.id, eventId))]);
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'No such event.');
  return toMemberEvent(row, residence, await matchesGoingTo(db, memberId, publishedIds(rows)));
}
