// One member as the viewer may see them: a card or the full profile, or null when the viewer
// may not see them, which the routes answer with the same 404 as an unknown id. A member is
// seen when nobody blocked anybody and they are discoverable (the deck, a country page) or
// matched with the viewer (the match list, even after their membership lapsed), and never while
// suspended or banned, matched or not (visibleMember, docs/decisions/0024-moderation.md). The deck's hard
// filters are not asked here: they choose whom the deck offers, not who may be looked at.
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { MemberCard, MemberProfile } from '../../../shared/contracts/discovery';
import type { Database } from '../../db/client';
import { profilePhotos, users } from '../../db/schema';
import { cardOf, matchingProfileOf, memberProfileOf } from '../member-cards';
import { visibleMember } from '../moderation';
import { isDiscoverable, notBlockedEitherWay } from '../member-cards';
import { type MemberRow, selectMembers } from '../member-cards';
import type { Viewer } from '../member-cards';

export async function memberInViewOf(
  db: Database,
  viewer: Viewer,
  memberId: string,
  now: Date,
): Promise<{ row: MemberRow; card: MemberCard } | null> {
  const matched = sql`exists (select 1 from matches m where m.confirmed and m.member_a = least(${viewer.row.id}, ${users.id}) and m.member_b = greatest(${viewer.row.id}, ${users.id}))`;
  const [row] = await selectMembers(db).where(
    and(
      eq(users.id, memberId),
      notBlockedEitherWay(viewer.row.id, users.id),
      visibleMember(users.id),
      or(isDiscoverable(users.id), matched),
    ),
  );
  if (!row) return null;
  // The full name only to a match (docs/decisions/0020-discovery.md, "First names until a match").
  const [pair] = await db
    .select({ matched: sql<boolean>`${matched}`.mapWith(Boolean) })
    .from(users)
    .where(eq(users.id, memberId));
  return { row, card: cardOf(viewer.profile, matchingProfileOf(row, now), row, pair?.matched === true) };
}

export async function memberProfileInViewOf(db: Database, viewer: Viewer, memberId: string, now: Date): Promise<MemberProfile | null> {
  const found = await memberInViewOf(db, viewer, memberId, now);
  if (!found) return null;
  const photos = await db
    .select({ id: profilePhotos.id, width: profilePhotos.width, height: profilePhotos.height })
    .from(profilePhotos)
    .where(eq(profilePhotos.userId, memberId))
    .orderBy(asc(profilePhotos.position));
  return memberProfileOf(found.card, found.row, photos);
}
