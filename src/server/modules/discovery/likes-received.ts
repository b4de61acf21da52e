// Likes (docs/decisions/0020-discovery.md, "Likes"): the members who liked the viewer and whom the
// viewer has not swiped yet, newest first. The same members the deck could offer and a swipe
// accepts (`swipeableBy`: both sides' hard filters, discoverable, no block either way), so every
// liker shown can be liked back through the deck's own swipe, and blocks, bans, suspensions and
// hidden members apply as there. Premium sees the cards a page at a time (keyset on the like's
// time and the liker's id); Basic sees the count and one page of blurred tiles with no id.
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import type { ReceivedComment } from '../../../shared/contracts/like-comment';
import type { LikesResponse } from '../../../shared/contracts/likes';
import type { ProfilePromptKey } from '../../../shared/contracts/profile-prompts';
import type { FileStorage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { profilePhotos, profiles, questionnaireAnswers, swipes, users } from '../../db/schema';
import { cardOf, cardPhotoOf, matchingProfileOf, selectMembers, type Viewer } from '../member-cards';
import { blurredPreviewsOf } from '../photos';
import { swipeableBy } from './deck-query';

/**
 * The like's time to the millisecond, as a number: the cursor carries it, and a timestamp kept
 * to the microsecond would not survive the trip through JavaScript's dates.
 */
const likedAtMs = sql<string>`(extract(epoch from date_trunc('milliseconds', ${swipes.createdAt})) * 1000)::bigint`;

/** Likers of the viewer the viewer may still answer: a like of theirs, no swipe of the viewer's on them. */
function pendingLikersOf(viewer: Viewer, now: Date, extra: SQL[] = []): SQL {
  return and(
    eq(swipes.targetId, viewer.row.id),
    eq(swipes.direction, 'like'),
    sql`not exists (select 1 from swipe answered where answered.swiper_id = ${viewer.row.id} and answered.target_id = ${swipes.swiperId})`,
    swipeableBy(viewer.profile, now),
    ...extra,
  )!;
}

const likersFrom = <Selection extends Record<string, unknown>>(db: Database, selection: Selection) =>
  db
    .select(selection as never)
    .from(swipes)
    .innerJoin(profiles, eq(profiles.userId, swipes.swiperId))
    .innerJoin(users, eq(users.id, swipes.swiperId))
    .innerJoin(questionnaireAnswers, eq(questionnaireAnswers.userId, swipes.swiperId));

function parseCursor(cursor: string | undefined): SQL[] {
  if (cursor === undefined) return [];
  const [ms, id] = cursor.split('.') as [string, string];
  return [sql`(${likedAtMs}, ${swipes.swiperId}) < (${ms}::bigint, ${id})`];
}

/** How many likes wait for the viewer's answer: the Likes screen's count and the Likes tab's badge. */
export async function pendingLikesCountOf(db: Database, viewer: Viewer, now: Date): Promise<number> {
  const rows = (await likersFrom(db, { count: sql<number>`count(*)::int` }).where(pendingLikersOf(viewer, now))) as { count: number }[];
  return Number(rows[0]?.count ?? 0);
}

/** The photo a comment is about: one of the viewer's own (null once deleted). */
const commentPhoto = sql<{ id: string; width: number; height: number } | null>`(
  select json_build_object('id', cp.id, 'width', cp.width, 'height', cp.height)
  from profile_photo cp where cp.id = ${swipes.commentPhotoId})`;

interface PageKey {
  id: string;
  likedAtMs: string;
  comment: string | null;
  commentPrompt: ProfilePromptKey | null;
  commentPhoto: { id: string; width: number; height: number } | null;
}

async function pageOf(db: Database, viewer: Viewer, now: Date, before: string | undefined, limit: number) {
  return (await likersFrom(db, {
    id: swipes.swiperId,
    likedAtMs,
    comment: swipes.comment,
    commentPrompt: swipes.commentPrompt,
    commentPhoto,
  })
    .where(pendingLikersOf(viewer, now, parseCursor(before)))
    .orderBy(desc(likedAtMs), desc(swipes.swiperId))
    .limit(limit)) as PageKey[];
}

/**
 * The comment as the liked member reads it (Premium only: its words could name the liker, so a
 * Basic tile says only that there is one; docs/decisions/0020-discovery.md, "A like with a comment").
 */
function commentOf(key: PageKey): { comment?: ReceivedComment } {
  if (key.comment === null) return {};
  const photo = key.commentPhoto ? cardPhotoOf(key.commentPhoto) : null;
  const on = key.commentPrompt
    ? { prompt: key.commentPrompt }
    : { photo: photo && { url: photo.url, width: photo.width, height: photo.height } };
  return { comment: { text: key.comment, on } };
}

export async function likesOf(
  db: Database,
  storage: FileStorage,
  viewer: Viewer,
  isPremium: boolean,
  before: string | undefined,
  now: Date,
): Promise<LikesResponse> {
  const size = DISCOVERY_LIMITS.likesPageSize;
  // Basic sees the first page only: a cursor would carry an id, and the tiles name nobody.
  const [count, keys] = await Promise.all([
    pendingLikesCountOf(db, viewer, now),
    pageOf(db, viewer, now, isPremium ? before : undefined, size + 1),
  ]);
  const page = keys.slice(0, size);
  if (!isPremium) {
    const ids = page.map((key) => key.id);
    const mains =
      ids.length === 0
        ? []
        : await db
            .select({ userId: profilePhotos.userId, photoId: profilePhotos.id })
            .from(profilePhotos)
            .where(and(inArray(profilePhotos.userId, ids), eq(profilePhotos.position, 0)));
    const photoOf = new Map(mains.map((row) => [row.userId, row.photoId]));
    const previews = await blurredPreviewsOf(db, storage, [...photoOf.values()]);
    const tiles = page.map((key) => {
      const photoId = photoOf.get(key.id);
      return { preview: (photoId && previews.get(photoId)) || null, ...(key.comment !== null ? { commented: true as const } : {}) };
    });
    return { isPremium: false, count, tiles };
  }
  const rows = new Map(
    page.length === 0
      ? []
      : (
          await selectMembers(db).where(
            inArray(
              users.id,
              page.map((key) => key.id),
            ),
          )
        ).map((row) => [row.id, row]),
  );
  const likes = page.flatMap((key) => {
    const row = rows.get(key.id);
    if (!row) return [];
    // A pending liker is not a match yet: a first name only ("First names until a match").
    return [
      {
        member: cardOf(viewer.profile, matchingProfileOf(row, now), row, false),
        likedAt: new Date(Number(key.likedAtMs)).toISOString(),
        ...commentOf(key),
      },
    ];
  });
  const last = page.at(-1);
  return { isPremium: true, count, likes, nextCursor: keys.length > size && last ? `${last.likedAtMs}.${last.id}` : null };
}

/** Whether `ownerId` is among the viewer's pending likers: who may see the blurred tile of their photo. */
export async function isPendingLikerOf(db: Database, viewer: Viewer, ownerId: string, now: Date): Promise<boolean> {
  const rows = await likersFrom(db, { id: swipes.swiperId })
    .where(pendingLikersOf(viewer, now, [eq(swipes.swiperId, ownerId)]))
    .limit(1);
  return rows.length > 0;
}
