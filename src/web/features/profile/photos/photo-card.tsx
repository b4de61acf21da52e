// One photo in the member's grid: the card-size image, its place ("Photo 2 of 4", the main
// one marked), and its buttons. Delete asks first, in place; the other buttons act at once.
import { Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ProfilePhoto } from '../../../../shared/contracts/photos';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

/** What a photo's buttons can ask of the manager; also the suffix of each button's id. */
export type PhotoAction = 'main' | 'earlier' | 'later' | 'delete';

/** The DOM id of a photo's button, so the manager can put focus back after the list re-renders. */
export const photoControlId = (photoId: string, control: PhotoAction | 'card') => `photo-${photoId}-${control}`;

interface PhotoCardProps {
  photo: ProfilePhoto;
  index: number;
  total: number;
  /** A request is under way: every button waits for its answer. */
  busy: boolean;
  onAction: (photo: ProfilePhoto, action: PhotoAction) => void;
}

export function PhotoCard({ photo, index, total, busy, onAction }: PhotoCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const position = { position: formatNumber(index + 1, language), total: formatNumber(total, language) };
  const placeId = photoControlId(photo.id, 'card');
  const isMain = index === 0;

  // The question replaces the Delete button: take the focus to it, so a keyboard user is not lost.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const button = (action: Exclude<PhotoAction, 'delete'>, label: string) => (
    <button
      id={photoControlId(photo.id, action)}
      type="button"
      className="btn-ghost border border-stone-300 dark:border-stone-600"
      disabled={busy}
      aria-describedby={placeId}
      onClick={() => onAction(photo, action)}
    >
      {label}
    </button>
  );

  return (
    <li className="flex flex-col rounded-xl border border-stone-200 p-3 dark:border-stone-700">
      <img
        src={photo.cardUrl}
        alt={t(isMain ? 'profile.photos.altMain' : 'profile.photos.alt', position)}
        loading="lazy"
        decoding="async"
        width={photo.width}
        height={photo.height}
        className="aspect-[3/4] h-auto w-full rounded-lg bg-stone-100 object-cover dark:bg-stone-800"
      />
      <p id={placeId} tabIndex={-1} className="mt-2 flex items-center gap-2 text-sm font-semibold">
        {t('profile.photos.place', position)}
        {isMain && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-950 dark:bg-amber-900 dark:text-amber-50">
            <Star aria-hidden="true" className="size-3" />
            {t('profile.photos.mainBadge')}
          </span>
        )}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {!isMain && button('main', t('profile.photos.makeMain'))}
        {index > 0 && button('earlier', t('profile.photos.moveEarlier'))}
        {index < total - 1 && button('later', t('profile.photos.moveLater'))}
        {!confirming && (
          <button
            id={photoControlId(photo.id, 'delete')}
            type="button"
            className="btn-ghost border border-red-300 text-red-800 dark:border-red-800 dark:text-red-200"
            disabled={busy}
            aria-describedby={placeId}
            onClick={() => setConfirming(true)}
          >
            {t('profile.photos.delete')}
          </button>
        )}
      </div>
      {confirming && (
        <div role="group" aria-labelledby={`${placeId}-confirm`} className="mt-3 rounded-lg bg-red-50 p-3 dark:bg-red-950">
          <p id={`${placeId}-confirm`} className="mb-2 text-sm font-semibold text-red-950 dark:text-red-50">
            {t('profile.photos.confirmDelete', position)}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              ref={confirmRef}
              type="button"
              className="btn-primary bg-red-700 hover:bg-red-800 dark:bg-red-300 dark:hover:bg-red-200"
              disabled={busy}
              onClick={() => onAction(photo, 'delete')}
            >
              {t('profile.photos.confirmYes')}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                // Back to the button that asked.
                requestAnimationFrame(() => document.getElementById(photoControlId(photo.id, 'delete'))?.focus());
              }}
            >
              {t('profile.photos.cancel')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
