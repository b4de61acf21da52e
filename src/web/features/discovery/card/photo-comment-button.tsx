// "Like with a comment" on a photo, as a round button over its corner (docs/decisions/
// 0020-discovery.md, "A like with a comment"): the wide card's photo and each photo of the full
// profile draw this one button; the parent places it (`className`) and names which photo it is.
import { MessageSquareHeart } from 'lucide-react';

interface PhotoCommentButtonProps {
  /** The button's accessible name: whose photo, and which one when there are several. */
  label: string;
  onClick: () => void;
  className?: string;
}

export function PhotoCommentButton({ label, onClick, className = '' }: PhotoCommentButtonProps) {
  return (
    <button
      type="button"
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-white text-amber-900 shadow-sm dark:bg-stone-950 dark:text-amber-200 ${className}`}
      aria-label={label}
      onClick={onClick}
    >
      <MessageSquareHeart aria-hidden="true" className="size-5" />
    </button>
  );
}
