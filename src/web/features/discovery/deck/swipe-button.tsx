// Pass or Like: under the card on a wide screen (an icon and its word), round over the photo on
// a phone (the icon, its word read out only: swipe-deck.tsx).
import { Heart, X } from 'lucide-react';

interface SwipeButtonProps {
  label: string;
  kind: 'pass' | 'like';
  busy: boolean;
  onClick: () => void;
  round?: boolean;
}

const COLOURS = {
  like: 'border-green-700 text-green-800 hover:bg-green-50 dark:border-green-400 dark:text-green-300 dark:hover:bg-green-950',
  pass: 'border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950',
};
const SHAPES = {
  // Over a photo: a solid round with a shadow, and a focus ring that shows on a dark photo too.
  round: 'pointer-events-auto size-16 shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white',
  wide: 'min-w-32 gap-2 px-6 py-3 text-base font-semibold shadow-sm',
};

/**
 * Disabled during the slide with aria-disabled rather than `disabled`: a disabled button drops
 * the keyboard focus, and the member swiping with Enter would be sent back to the top of the page.
 */
export function SwipeButton({ label, kind, busy, onClick, round = false }: SwipeButtonProps) {
  const Icon = kind === 'like' ? Heart : X;
  return (
    <button
      type="button"
      aria-disabled={busy}
      onClick={() => {
        if (!busy) onClick();
      }}
      className={`inline-flex items-center justify-center rounded-full border-2 bg-white aria-disabled:cursor-not-allowed aria-disabled:opacity-60 dark:bg-stone-900 ${COLOURS[kind]} ${SHAPES[round ? 'round' : 'wide']}`}
    >
      <Icon aria-hidden="true" className={round ? `size-8 ${kind === 'like' ? 'fill-current' : ''}` : 'size-6'} />
      {round ? <span className="sr-only">{label}</span> : label}
    </button>
  );
}
