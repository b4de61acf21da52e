// A member as a tile in a grid (the landing page's featured profiles, a country page's members):
// the picture with the Premium badge and the match share over it, the name as the tile's heading,
// what else is known, and one button at the foot, level across the row whatever is shown above it.
import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';

interface MemberTileProps {
  /** The heading's id, which names the tile. */
  titleId: string;
  picture: ReactNode;
  /** Translated texts over the picture; none is drawn without one. */
  premiumLabel?: string;
  matchLabel?: string;
  title: ReactNode;
  /** Classes added to the heading's, e.g. to lay out a mark beside the name. */
  titleClassName?: string;
  /** Classes added to the tile's, e.g. a hover effect. */
  className?: string;
  /** Lines under the heading (place, culture). */
  children?: ReactNode;
  action: ReactNode;
}

export function MemberTile({
  titleId,
  picture,
  premiumLabel,
  matchLabel,
  title,
  titleClassName,
  className,
  children,
  action,
}: MemberTileProps) {
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className={`flex h-full flex-col overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm dark:border-stone-700 dark:bg-stone-900${className ? ` ${className}` : ''}`}
      >
        <div className="relative">
          {picture}
          {premiumLabel && (
            <span className="absolute end-3 top-3 inline-flex items-center gap-1 rounded-full bg-stone-950/80 px-2.5 py-1 text-xs font-semibold text-amber-200">
              <Crown aria-hidden="true" className="size-3.5" />
              {premiumLabel}
            </span>
          )}
          {matchLabel && (
            <span className="absolute start-3 bottom-3 rounded-full bg-white px-2.5 py-1 text-xs font-bold text-amber-900 shadow-sm dark:bg-stone-950 dark:text-amber-200">
              {matchLabel}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col p-5">
          <h3
            id={titleId}
            className={`${titleClassName ? `${titleClassName} ` : ''}text-lg font-semibold text-stone-900 dark:text-stone-50`}
          >
            {title}
          </h3>
          {children}
          <div className="mt-auto pt-5">{action}</div>
        </div>
      </article>
    </li>
  );
}
