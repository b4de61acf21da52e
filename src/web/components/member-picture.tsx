// A member's photo with its size set (nothing moves when it arrives), or, without one, their
// initial on a warm gradient. Decorative: wherever it is drawn, the member's name is printed
// beside it.
import type { CardPhoto } from '../../shared/contracts/discovery';

/** The first letter of a name, as a placeholder shows it. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '';
}

export const INITIAL_BACKDROP =
  'flex items-center justify-center bg-gradient-to-br from-amber-200 to-rose-200 font-bold text-amber-950 dark:from-amber-900 dark:to-rose-950 dark:text-amber-100';

interface MemberPictureProps {
  photo: CardPhoto | null;
  name: string;
  /** The picture's size and shape, for the photo and the placeholder alike. */
  className: string;
  /** The initial's size in the placeholder (text-2xl, text-6xl). */
  initialClassName: string;
  /** The size the photo is drawn at, when not its own. */
  size?: { width: number; height: number };
}

export function MemberPicture({ photo, name, className, initialClassName, size }: MemberPictureProps) {
  if (!photo) {
    return (
      <span aria-hidden="true" className={`${INITIAL_BACKDROP} ${initialClassName} ${className}`}>
        {initialOf(name)}
      </span>
    );
  }
  return (
    <img
      src={photo.url}
      alt=""
      width={size?.width ?? photo.width}
      height={size?.height ?? photo.height}
      loading="lazy"
      decoding="async"
      className={`bg-stone-200 object-cover dark:bg-stone-800 ${className}`}
    />
  );
}
