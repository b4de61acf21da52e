// A like with a comment (docs/decisions/0020-discovery.md, "A like with a comment"): a few words on
// one prompt or one photo of the liked member, sent with the like and shown with it on their Likes.
import { z } from 'zod';
import { promptKey } from './profile-prompts';
import { text } from './text';

/** As short as a prompt's answer: a comment opens a conversation, it is not one. */
export const LIKE_COMMENT_MAX_LENGTH = 200;

/** What the comment is about: one of the liked member's prompts (by key) or photos (by id). */
export const likeCommentOn = z.union([z.strictObject({ prompt: promptKey }), z.strictObject({ photo: z.uuid() })]);
export type LikeCommentOn = z.infer<typeof likeCommentOn>;

/** The swipe's optional comment (a like only). */
export const likeComment = z.strictObject({
  text: text().trim().min(1).max(LIKE_COMMENT_MAX_LENGTH),
  on: likeCommentOn,
});
export type LikeComment = z.infer<typeof likeComment>;

/**
 * The comment as the liked member reads it on Likes (Premium): on which of their prompts, or on
 * which of their photos (its card rendition; null once the photo is deleted).
 */
export const receivedComment = z.strictObject({
  text: z.string(),
  on: z.union([
    z.strictObject({ prompt: promptKey }),
    z.strictObject({ photo: z.strictObject({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable() }),
  ]),
});
export type ReceivedComment = z.infer<typeof receivedComment>;
