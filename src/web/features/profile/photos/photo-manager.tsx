// The photos section of /profile (issue 5): 1 to 6 photos, the first is the main one shown on
// the member's card. Add (a file over 5 MB is refused here, before any request), make main,
// move earlier or later, delete after a confirmation. Each change re-renders from the server's
// answer; the polite live region says what happened, and the focus follows the photo that moved.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { UPLOAD_LIMIT_BYTES } from '../../../../shared/constants';
import { MAX_PROFILE_PHOTOS, type ProfilePhoto } from '../../../../shared/contracts/photos';
import { useTranslation } from '../../../i18n/react';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { FormNotice } from '../../../components/form/form-notice';
import { PhotoCard, type PhotoAction, photoControlId } from './photo-card';
import { madeMain, moved } from './photo-order';
import { deletePhoto, photosQuery, reorderPhotos, uploadPhoto } from './photos-api';

/** Where the focus goes once the answer is on screen: a photo's button, else its place text. */
type FocusRequest = { photoId: string; control: PhotoAction } | { photoId: null };

export function PhotoManager() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const headingId = `${id}-title`;
  const inputId = `${id}-file`;
  const hintId = `${id}-hint`;
  const queryClient = useQueryClient();
  const list = useQuery(photosQuery);
  const [busy, setBusy] = useState<'upload' | 'change' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Read by the effect below after the render that shows the server's answer.
  const pendingFocus = useRef<FocusRequest | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // After a re-render from the server's answer: the same button on the photo that moved, or its
  // place text when that button is gone (a main photo has no "Make main"), or the heading.
  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    const target =
      focus.photoId === null
        ? document.getElementById(headingId)
        : (document.getElementById(photoControlId(focus.photoId, focus.control)) ??
          document.getElementById(photoControlId(focus.photoId, 'card')));
    target?.focus();
  });

  const run = useCallback(
    async (kind: 'upload' | 'change', request: () => Promise<ProfilePhoto[]>, after: (photos: ProfilePhoto[]) => void) => {
      setBusy(kind);
      setError(null);
      setAnnouncement('');
      try {
        const photos = await request();
        queryClient.setQueryData(photosQuery.queryKey, photos);
        after(photos);
      } catch (requestError) {
        setError(errorMessage(t, requestError));
        // A list that changed elsewhere (another tab) is worth reloading after a refusal.
        if (requestError instanceof ApiError && requestError.code === 'VALIDATION_FAILED') {
          void queryClient.invalidateQueries({ queryKey: photosQuery.queryKey });
        }
      } finally {
        setBusy(null);
      }
    },
    [t, queryClient],
  );

  if (!list.isSuccess) {
    return (
      <section aria-labelledby={headingId} className="mb-12">
        <h2 id={headingId} tabIndex={-1} className="mb-3 text-2xl font-bold">
          {t('profile.photos.title')}
        </h2>
        {list.isPending ? (
          <p className="min-h-24 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>
        ) : (
          <div className="space-y-3">
            <FormNotice kind="error">{`${t('profile.photos.loadFailed')} ${errorMessage(t, list.error)}`}</FormNotice>
            <button type="button" className="btn-secondary" onClick={() => void list.refetch()}>
              {t('common.actions.retry')}
            </button>
          </div>
        )}
      </section>
    );
  }

  const photos = list.data;
  const ids = photos.map((photo) => photo.id);
  const total = photos.length;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so choosing the same file again after a refusal is a change too.
    event.target.value = '';
    if (!file) return;
    if (file.size > UPLOAD_LIMIT_BYTES) {
      setAnnouncement('');
      setError(t('common.errors.FILE_TOO_LARGE'));
      return;
    }
    void run(
      'upload',
      () => uploadPhoto(file),
      (next) => {
        setAnnouncement(t('profile.photos.announce.added'));
        // Back to the add button when there is still room, else to the new photo.
        const added = next.at(-1);
        if (next.length >= MAX_PROFILE_PHOTOS && added) pendingFocus.current = { photoId: added.id, control: 'delete' };
        else requestAnimationFrame(() => inputRef.current?.focus());
      },
    );
  };

  const onAction = (photo: ProfilePhoto, action: PhotoAction) => {
    const index = ids.indexOf(photo.id);
    if (action === 'delete') {
      void run(
        'change',
        () => deletePhoto(photo.id),
        () => {
          setAnnouncement(t('profile.photos.announce.deleted'));
          pendingFocus.current = { photoId: null };
        },
      );
      return;
    }
    const order = action === 'main' ? madeMain(ids, index) : moved(ids, index, action === 'earlier' ? index - 1 : index + 1);
    void run(
      'change',
      () => reorderPhotos(order),
      (next) => {
        const position = next.findIndex((item) => item.id === photo.id) + 1;
        setAnnouncement(
          action === 'main'
            ? t('profile.photos.announce.main')
            : t('profile.photos.announce.moved', {
                position: formatNumber(position, language),
                total: formatNumber(next.length, language),
              }),
        );
        pendingFocus.current = { photoId: photo.id, control: action };
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="mb-12">
      <h2 id={headingId} tabIndex={-1} className="mb-3 text-2xl font-bold">
        {t('profile.photos.title')}
      </h2>
      <p className="mb-1 text-stone-700 dark:text-stone-300">
        {t('profile.photos.intro', { max: formatNumber(MAX_PROFILE_PHOTOS, language) })}
      </p>
      <p className="mb-4 text-stone-700 dark:text-stone-300">{t('profile.photos.visibility')}</p>
      <p className="mb-4 text-sm font-semibold">
        {t('profile.photos.count', { shown: formatNumber(total, language), max: formatNumber(MAX_PROFILE_PHOTOS, language) })}
      </p>

      {error && (
        <div className="mb-4">
          <FormNotice kind="error">{error}</FormNotice>
        </div>
      )}

      {total === 0 ? (
        <p className="mb-4 rounded-lg border border-dashed border-stone-300 p-4 dark:border-stone-600">{t('profile.photos.empty')}</p>
      ) : (
        <ol aria-busy={busy !== null} className="mb-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <PhotoCard key={photo.id} photo={photo} index={index} total={total} busy={busy !== null} onAction={onAction} />
          ))}
        </ol>
      )}

      {total < MAX_PROFILE_PHOTOS ? (
        <div>
          {/* The input itself takes the focus (and opens the file chooser); its label is the visible button. */}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png"
            className="peer sr-only"
            disabled={busy !== null}
            aria-describedby={hintId}
            onChange={onFile}
          />
          <label
            htmlFor={inputId}
            className="btn-primary cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {t(busy === 'upload' ? 'profile.photos.uploading' : 'profile.photos.add')}
          </label>
          <p id={hintId} className="mt-2 text-sm text-stone-700 dark:text-stone-300">
            {t('profile.photos.addHint')}
          </p>
        </div>
      ) : (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {t('profile.photos.limitReached', { max: formatNumber(MAX_PROFILE_PHOTOS, language) })}
        </p>
      )}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
