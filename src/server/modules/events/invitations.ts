// Premium invitations (docs/decisions/0032-events.md): when a Premium-only event is published, each
// Premium member living near it (same city, under 50 km or under 200 km: the deck's buckets) is
// owed an e-mail, once per event, sent by the event-notices job like the others.
import { and, eq, sql } from 'drizzle-orm';
import type { DistanceBucket } from '../../../shared/contracts/discovery';
import type { Database } from '../../db/client';
import { eventNotices, events, profiles } from '../../db/schema';
import { distanceBucket, isPremiumNow, locateCity } from '../member-cards';

const NEAR: readonly DistanceBucket[] = ['same_city', 'under_50_km', 'under_200_km'];

export async function invitePremiumMembersNear(db: Database, eventId: number): Promise<number> {
  const [event] = await db
    .select({ city: events.city, country: events.country, audience: events.audience })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event || event.audience !== 'premium' || !event.city || !event.country) return 0;
  const cell = locateCity(event.country, event.city);
  const place = { country: event.country, city: event.city, cellLat: cell?.cellLat ?? null, cellLon: cell?.cellLon ?? null };
  const members = await db
    .select({
      id: profiles.userId,
      country: profiles.residenceCountry,
      city: profiles.city,
      cellLat: profiles.cellLat,
      cellLon: profiles.cellLon,
    })
    .from(profiles)
    .where(
      and(
        isPremiumNow(profiles.userId),
        sql`not exists (select 1 from event_notices n where n.event_id = ${eventId} and n.member_id = ${profiles.userId} and n.kind = 'invited')`,
      ),
    );
  const near = members.filter((member) => NEAR.includes(distanceBucket(member, place)));
  if (near.length > 0)
    await db.insert(eventNotices).values(near.map((member) => ({ eventId, memberId: member.id, kind: 'invited' as const })));
  return near.length;
}
