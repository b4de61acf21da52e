// One of a pending member's two images, loaded only when the admin asks: every load is recorded
// on the server (spec: every admin view of an ID document is logged), so nothing prefetches it.
import { useId, useState } from 'react';
import type { VerificationImageKind } from '../../../../shared/contracts/verification';
import { useTranslation } from '../../../i18n/react';
import { verificationImageUrl } from './verification-queue-api';

const TEXTS = {
  'id-document': { show: 'showIdDocument', hide: 'hideIdDocument', alt: 'idDocumentAlt' },
  selfie: { show: 'showSelfie', hide: 'hideSelfie', alt: 'selfieAlt' },
} as const;

export function VerificationImage({ userId, kind, name }: { userId: string; kind: VerificationImageKind; name: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  const texts = TEXTS[kind];

  return (
    <div>
      <button
        type="button"
        className="btn-secondary"
        aria-expanded={shown}
        aria-controls={`${id}-image`}
        onClick={() => {
          setFailed(false);
          setShown((value) => !value);
        }}
      >
        {t(`admin.verification.${shown ? texts.hide : texts.show}`)}
      </button>
      <div id={`${id}-image`} className="mt-3">
        {shown && !failed && (
          <img
            src={verificationImageUrl(userId, kind)}
            alt={t(`admin.verification.${texts.alt}`, { name })}
            className="max-h-96 w-auto max-w-full rounded-lg border border-stone-200 dark:border-stone-700"
            onError={() => setFailed(true)}
          />
        )}
        {shown && failed && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {t('admin.verification.imageFailed')}
          </p>
        )}
      </div>
    </div>
  );
}
