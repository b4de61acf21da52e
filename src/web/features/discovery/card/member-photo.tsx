// A member's photo with its size set (no layout shift when it arrives), or, without one, a
// calm placeholder with their initial. Decoded off the main thread (decoding="async").
import type { CardPhoto } from '../../../../shared/contracts/discovery';
import { INITIAL_BACKDROP, initialOf } from '../../../components/member-picture';
import { useTranslation } from '../../../i18n/react';

interface MemberPhotoProps {
  photo: CardPhoto | null;
  name: string;
  className: string;
  eager?: boolean;
  /** Overrides the photo's address (the full profile shows the large size). */
  src?: string;
  /** Renditions for the browser to choose from by the drawn width (the phone card: phone-photo.ts). */
  srcSet?: string;
  sizes?: string;
  alt?: string;
  /** The placeholder's initial: its size, and where it sits (the phone card lifts it above its words). */
  initialClassName?: string;
}

export function MemberPhoto({
  photo,
  name,
  className,
  eager = false,
  src,
  srcSet,
  sizes,
  alt,
  initialClassName = 'text-6xl',
}: MemberPhotoProps) {
  const { t } = useTranslation();
  if (!photo) {
    return (
      <div role="img" aria-label={alt ?? t('discovery.card.noPhoto', { name })} className={`${INITIAL_BACKDROP} ${className}`}>
        <span aria-hidden="true" className={initialClassName}>
          {initialOf(name)}
        </span>
      </div>
    );
  }
  return (
    <img
      sizes={sizes}
      srcSet={srcSet}
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
