import { z } from 'zod';
import { DISCOVERY_LIMITS } from '../constants';
import { memberCard } from './discovery';
import { isoTime } from './iso-time';
import { receivedComment } from './like-comment';

// Likes (docs/decisions/0020-discovery.md, "Likes"): the members who liked the viewer and whom the
// viewer has not swiped yet, newest first. Premium sees who they are; Basic sees how many, and
// tiles of server-blurred photos that name nobody.

/** Where the next page starts: the previous page's last like, as the server wrote it (opaque to the browser). */
export const likesCursor = z.string().regex(/^[0-9]{1,16}\.[A-Za-z0-9_-]{1,64}$/);

export const likesQuery = z.strictObject({ before: likesCursor.optional() });

/** A liker as Premium sees them: the deck's card, and when they liked the viewer. */
export const receivedLike = z.strictObject({
  member: z.strictObject(memberCard.shape),
  likedAt: isoTime,
  /** The liker's comment on one of the viewer's prompts or photos, if they wrote one. */
  comment: receivedComment.optional(),
});
export type ReceivedLike = z.infer<typeof receivedLike>;

/** A blurred tile as Basic sees it: a few hundred bytes of image, no id, no name. */
export const blurredTile = z.strictObject({
  /** Null when the liker has no photo. */
  preview: z.strictObject({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  /** True when the like came with a comment; its text is Premium's, as it could name the liker. */
  commented: z.literal(true).optional(),
});
export type BlurredTile = z.infer<typeof blurredTile>;

/** GET /api/likes: Premium's page of likers, or Basic's count and blurred tiles (one page, no next). */
export const likesResponse = z.discriminatedUnion('isPremium', [
  z.strictObject({
    isPremium: z.literal(true),
    count: z.number().int().min(0),
    likes: z.array(receivedLike).max(DISCOVERY_LIMITS.likesPageSize),
    nextCursor: likesCursor.nullable(),
  }),
  z.strictObject({
    isPremium: z.literal(false),
    count: z.number().int().min(0),
    tiles: z.array(blurredTile).max(DISCOVERY_LIMITS.likesPageSize),
  }),
]);
export type LikesResponse = z.infer<typeof likesResponse>;

/** POST /api/discovery/rewind: the member whose pass was taken back, as the deck shows them. */
export const rewindResponse = z.strictObject({ member: z.strictObject(memberCard.shape) });
export type RewindResponse = z.infer<typeof rewindResponse>;
