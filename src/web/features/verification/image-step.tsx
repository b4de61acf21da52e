import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { UPLOAD_LIMIT_BYTES } from '../../../shared/constants';
import type { VerificationImageKind, VerificationStatus } from '../../../shared/contracts/verification';
import { useTranslation } from '../../i18n/react';
import { commonErrorCode } from '../../lib/error-message';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { FormNotice } from '../../components/form/form-notice';
import { useUploadVerificationImage, verificationImageUrl } from './api/verification-api';
import { StepHeading } from './step-heading';
import { useObjectUrl } from './use-object-url';

/** What the inputs advertise (spec section 5); the server checks the content itself. */
const ACCEPTED_TYPES = 'image/jpeg,image/png';

/** The upload limit (the server's too); the message is the key under common.errors. */
const imageFile = z.instanceof(File).refine((file) => file.size <= UPLOAD_LIMIT_BYTES, 'FILE_TOO_LARGE');
const imageForm = z.object({ file: imageFile.nullable() });

interface ImageStepProps {
  kind: VerificationImageKind;
  /** The server already holds one (after a reload): Continue may keep it. */
  stored: boolean;
  focusOnMount: boolean;
  /** The upload's answer, or null when the stored image is kept. */
  onDone: (status: VerificationStatus | null) => void;
  onBack?: () => void;
}

/**
 * Upload ID Document or Take a Selfie: choose a photo (the selfie asks for the front camera),
 * see it, and Continue uploads it. A file over 5 MB is refused here before any request; the
 * server's refusals are shown the same way, and the chosen file stays for another try. A contract
 * form (docs/decisions/0029-forms.md): the file is the form's value, the upload its mutation.
 */
export function ImageStep({ kind, stored, focusOnMount, onDone, onBack }: ImageStepProps) {
  const { t } = useTranslation();
  const texts = kind === 'id-document' ? 'verification.id' : 'verification.selfie';
  const inputId = useId();
  const upload = useUploadVerificationImage();
  const { form, set, errorOf, formProps } = useContractForm({
    schema: imageForm,
    defaultValues: { file: null as File | null },
    apply: ({ file }) => {
      // Once uploaded, the next step is on its way: nothing more to send.
      if (upload.isSuccess) return;
      if (file) upload.send({ kind, file }, { onSuccess: onDone });
      // Kept without a new file: the stored image stays, nothing is sent.
      else if (stored) onDone(null);
    },
  });
  const file = useWatch({ control: form.control, name: 'file' });
  // Still sending once it succeeded: the next step is on its way (onDone).
  const sending = upload.isPending || upload.isSuccess;
  const errorCode = errorOf('file') ?? (upload.isError ? commonErrorCode(upload.error) : null);
  const preview = useObjectUrl(file);
  // Taken once: a new URL each render would fetch the stored image again and again.
  const [storedUrl] = useState(() => `${verificationImageUrl(kind)}?shown=${Date.now()}`);
  const shown = preview ?? (stored ? storedUrl : null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cancelling the chooser keeps what was chosen before.
    if (!chosen) return;
    upload.reset();
    const checked = imageFile.safeParse(chosen);
    if (checked.success) return set('file', checked.data);
    // Refused before any request (and before any preview); what was chosen before stays.
    event.target.value = '';
    form.setError('file', { type: 'custom', message: checked.error.issues[0]?.message });
  };

  const helpId = `${inputId}-help`;
  return (
    <form {...formProps} aria-labelledby="verification-screen-title" className="space-y-5">
      <div>
        <StepHeading focusOnMount={focusOnMount}>{t(`${texts}.title`)}</StepHeading>
        <p className="text-stone-800 dark:text-stone-200">{t(`${texts}.text`)}</p>
      </div>
      <div>
        <label htmlFor={inputId} className="mb-1 block font-semibold">
          {t(`${texts}.label`)}
        </label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_TYPES}
          capture={kind === 'selfie' ? 'user' : undefined}
          aria-describedby={helpId}
          onChange={choose}
          disabled={sending}
          className="block w-full rounded-lg border border-stone-300 bg-white p-2 text-sm file:me-3 file:rounded-md file:border-0 file:bg-amber-100 file:px-3 file:py-1.5 file:font-semibold file:text-amber-950 dark:border-stone-700 dark:bg-stone-950 dark:file:bg-stone-800 dark:file:text-amber-200"
        />
        <p id={helpId} className="mt-1 text-sm text-stone-700 dark:text-stone-300">
          {t('verification.upload.help')}
        </p>
      </div>
      {shown && (
        <figure className="space-y-1">
          <img
            src={shown}
            alt={t(`${texts}.previewAlt`)}
            className="max-h-64 rounded-lg border border-stone-300 object-contain dark:border-stone-700"
          />
          <figcaption className="text-sm text-stone-700 dark:text-stone-300">
            {file ? <bdi>{file.name}</bdi> : t('verification.upload.stored')}
          </figcaption>
        </figure>
      )}
      <FormNotice kind="error">{errorCode && t(`common.errors.${errorCode}`)}</FormNotice>
      <div className="flex flex-wrap items-center gap-3">
        {onBack && (
          <button type="button" className="btn-secondary" onClick={onBack} disabled={sending}>
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('verification.back')}
          </button>
        )}
        <button
          type="submit"
          className="btn-primary disabled:cursor-not-allowed disabled:opacity-60"
          disabled={sending || (!file && !stored)}
          aria-busy={sending}
        >
          {t(sending ? 'verification.upload.sending' : 'verification.continue')}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </button>
      </div>
    </form>
  );
}
