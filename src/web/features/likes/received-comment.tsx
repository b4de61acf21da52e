// A liker's comment as Premium reads it on Likes (docs/decisions/0020-discovery.md, "A like with
// a comment"): on which of the member's prompts or photos, and the words. Basic members read only
// how many likes came with one (`CommentsHidden`): the words could name the liker.
import { MessageSquareHeart } from 'lucide-react';
import type { ReceivedComment } from '../../../shared/contracts/like-comment';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import { promptText } from '../../lib/prompt-texts';
import { useLanguage } from '../../lib/use-language';

export function ReceivedCommentView({ comment }: { comment: ReceivedComment }) {
  const { t } = useTranslation();
  const about =
    'prompt' in comment.on
      ? t('likes.comment.onPrompt', { prompt: promptText(t, comment.on.prompt) })
      : t(comment.on.photo ? 'likes.comment.onPhoto' : 'likes.comment.onRemovedPhoto');
  return (
    <figure className="mt-1 rounded-xl bg-amber-50 px-2.5 py-2 text-sm dark:bg-stone-800">
      <figcaption className="flex items-center gap-1.5 text-xs font-semibold text-amber-900 dark:text-amber-200">
        {'photo' in comment.on && comment.on.photo ? (
          <img src={comment.on.photo.url} alt="" width={24} height={30} className="h-7.5 w-6 shrink-0 rounded object-cover" />
        ) : (
          <MessageSquareHeart aria-hidden="true" className="size-4 shrink-0" />
        )}
        {about}
      </figcaption>
      <blockquote dir="auto" className="mt-1 [overflow-wrap:anywhere] text-stone-900 dark:text-stone-100">
        {comment.text}
      </blockquote>
    </figure>
  );
}

export function CommentsHidden({ count }: { count: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (count === 0) return null;
  return (
    <p className="mb-3 flex items-center gap-2 text-stone-800 dark:text-stone-200">
      <MessageSquareHeart aria-hidden="true" className="size-5 shrink-0 text-amber-800 dark:text-amber-300" />
      {t('likes.comment.hidden', { count, shown: formatNumber(count, language) })}
    </p>
  );
}
