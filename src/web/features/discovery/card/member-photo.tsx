// A member's photo with its size set (no layout shift when it arrives), or, without one, a
// calm placeholder with their initial. Decoded off the main thread (decoding="async").
import type { CardPhoto } from '../../../../shared/contracts/discovery';
import { useTranslation } from '../../../i18n/react';

interface MemberPhotoProps {
  photo: CardPhoto | null;
  name: string;
  className: string;
  eager?: boolean;
  /** Overrides the photo's address (the full profile shows the large size). */
  src?: string;
  alt?: string;
}

export function MemberPhoto({ photo, name, className, eager = false, src, alt }: MemberPhotoProps) {
  const { t } = useTranslation();
  if (!photo) {
    return (
      <div
        role="img"
        aria-label={alt ?? t('discovery.card.noPhoto', { name })}
        className={`flex items-center justify-center bg-gradient-to-br from-amber-200 to-rose-200 text-6xl font-bold text-amber-950 dark:from-amber-900 dark:to-rose-950 dark:text-amber-100 ${className}`}
      >
        <span aria-hidden="true">{Array.from(name.trim())[0]?.toUpperCase() ?? ''}</span>
      </div>
    );
  }
  return (
    <img
      src={src ?? photo.url}
      alt={alt ?? t('discovery.card.photoAlt', { name })}
      width={photo.width}
      height={photo.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      className={`bg-stone-200 dark:bg-stone-800 ${className}`}
    />
  );
}
