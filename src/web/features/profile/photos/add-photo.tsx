// The add button of the photos section: the file input itself takes the focus (and opens the file
// chooser); its label is the visible button. Gone at the limit, with a line saying why.
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, type Ref, useId } from 'react';
import { MAX_PROFILE_PHOTOS } from '../../../../shared/contracts/photos';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

interface AddPhotoProps {
  inputRef: Ref<HTMLInputElement>;
  total: number;
  disabled: boolean;
  uploading: boolean;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function AddPhoto({ inputRef, total, disabled, uploading, onFile }: AddPhotoProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const inputId = `${id}-file`;
  const hintId = `${id}-hint`;
  if (total >= MAX_PROFILE_PHOTOS) {
    return (
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {t('profile.photos.limitReached', { max: formatNumber(MAX_PROFILE_PHOTOS, language) })}
      </p>
    );
  }
  return (
    <div>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png"
        className="peer sr-only"
        disabled={disabled}
        aria-describedby={hintId}
        onChange={onFile}
      />
      <label
        htmlFor={inputId}
        className="btn-primary cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {t(uploading ? 'profile.photos.uploading' : 'profile.photos.add')}
      </label>
      <p id={hintId} className="mt-2 text-sm text-stone-700 dark:text-stone-300">
        {t('profile.photos.addHint')}
      </p>
    </div>
  );
}
