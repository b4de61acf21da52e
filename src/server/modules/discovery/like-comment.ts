// A like's comment (docs/decisions/0020-discovery.md, "A like with a comment"): it must be about a
// prompt the liked member answered or a photo of theirs, checked before the swipe writes anything,
// and it is stored on the like's own swipe row.
import { and, eq } from 'drizzle-orm';
import type { LikeComment } from '../../../shared/contracts/like-comment';
import type { Database } from '../../db/client';
import { profilePhotos, profilePrompts } from '../../db/schema';
import { AppError } from '../../errors';

/** Refuses a comment about anything the member does not show (now): their prompts and photos only. */
export async function checkCommentTarget(db: Database, targetId: string, comment: LikeComment): Promise<void> {
  const rows =
    'prompt' in comment.on
      ? await db
          .select({ found: profilePrompts.position })
          .from(profilePrompts)
          .where(and(eq(profilePrompts.userId, targetId), eq(profilePrompts.promptKey, comment.on.prompt)))
      : await db
          .select({ found: profilePhotos.position })
          .from(profilePhotos)
          .where(and(eq(profilePhotos.userId, targetId), eq(profilePhotos.id, comment.on.photo)));
  if (rows.length === 0) {
    throw new AppError('COMMENT_TARGET_UNAVAILABLE', 'That prompt or photo is not on their profile.');
  }
}

/** The swipe row's comment columns (all null without a comment). */
export function commentColumnsOf(comment: LikeComment | undefined) {
  if (!comment) return {};
  return {
    comment: comment.text,
    commentPrompt: 'prompt' in comment.on ? comment.on.prompt : null,
    commentPhotoId: 'photo' in comment.on ? comment.on.photo : null,
  };
}
