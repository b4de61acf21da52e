// The photos section of /profile: 1 to 6 photos, the first is the main one shown on
// the member's card. Add (a file over 5 MB is refused here, before any request), make main,
// move earlier or later, delete after a confirmation. Each change re-renders from the server's
// answer; the polite live region says what happened, and the focus follows the photo that moved.
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { UPLOAD_LIMIT_BYTES } from '../../../../shared/constants';
import { MAX_PROFILE_PHOTOS, type ProfilePhoto } from '../../../../shared/contracts/photos';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { FormNotice } from '../../../components/form/form-notice';
import { ListLoadFailed, ListLoading } from '../../../components/list-states';
import { AddPhoto } from './add-photo';
import { PhotoCard, type PhotoAction } from './photo-card';
import { madeMain, moved } from './photo-order';
import { photosQuery, useChangePhotos } from './photos-api';
import { usePhotoFocus } from './use-photo-focus';
import { TitledSection } from '../../../components/ui/titled-section';

export function PhotoManager() {
  const { t } = useTranslation();
  const headingId = `${useId()}-title`;
  const list = useQuery(photosQuery);
  return (
    <TitledSection
      titleId={headingId}
      title={t('profile.photos.title')}
      className="mb-12"
      titleClassName="mb-3 text-2xl font-bold"
      focusable
    >
      {list.isPending && <ListLoading />}
      {list.isError && <ListLoadFailed message={t('profile.photos.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && <PhotoList photos={list.data} headingId={headingId} />}
    </TitledSection>
  );
}

function PhotoList({ photos, headingId }: { photos: ProfilePhoto[]; headingId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const change = useChangePhotos();
  // Checked here before any request: the file is never sent.
  const [tooLarge, setTooLarge] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = usePhotoFocus(headingId);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = photos.map((photo) => photo.id);
  const total = photos.length;

  const send = (request: Parameters<typeof change.send>[0], after: (next: ProfilePhoto[]) => void) => {
    setTooLarge(false);
    setAnnouncement('');
    change.send(request, { onSuccess: after });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so choosing the same file again after a refusal is a change too.
    event.target.value = '';
    if (!file) return;
    if (file.size > UPLOAD_LIMIT_BYTES) {
      change.reset();
      setAnnouncement('');
      setTooLarge(true);
      return;
    }
    send({ kind: 'upload', file }, (next) => {
      setAnnouncement(t('profile.photos.announce.added'));
      // Back to the add button when there is still room, else to the new photo.
      const added = next.at(-1);
      if (next.length >= MAX_PROFILE_PHOTOS && added) pendingFocus.current = { photoId: added.id, control: 'delete' };
      else requestAnimationFrame(() => inputRef.current?.focus());
    });
  };

  const onAction = (photo: ProfilePhoto, action: PhotoAction) => {
    const index = ids.indexOf(photo.id);
    if (action === 'delete') {
      send({ kind: 'delete', id: photo.id }, () => {
        setAnnouncement(t('profile.photos.announce.deleted'));
        pendingFocus.current = { photoId: null };
      });
      return;
    }
    const order = action === 'main' ? madeMain(ids, index) : moved(ids, index, action === 'earlier' ? index - 1 : index + 1);
    send({ kind: 'reorder', ids: order }, (next) => {
      const position = next.findIndex((item) => item.id === photo.id) + 1;
      setAnnouncement(
        action === 'main'
          ? t('profile.photos.announce.main')
          : t('profile.photos.announce.moved', { position: formatNumber(position, language), total: formatNumber(next.length, language) }),
      );
      pendingFocus.current = { photoId: photo.id, control: action };
    });
  };

  const error = tooLarge ? t('common.errors.FILE_TOO_LARGE') : change.isError ? errorMessage(t, change.error) : null;
  return (
    <>
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
        <ol aria-busy={change.isPending} className="mb-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <PhotoCard key={photo.id} photo={photo} index={index} total={total} busy={change.isPending} onAction={onAction} />
          ))}
        </ol>
      )}
      <AddPhoto
        inputRef={inputRef}
        total={total}
        disabled={change.isPending}
        uploading={change.isPending && change.variables?.kind === 'upload'}
        onFile={onFile}
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
