// One pending submission in the admin queue: who (name, e-mail, masked phone, when), the two
// images on request, and the decision. Reject asks for the reason the member will read
// (reject-form.tsx); the queue drops the item once decided (useDecideVerification).
import { useId, useState } from 'react';
import type { PendingVerification } from '../../../../shared/contracts/verification';
import type { QueueNotice } from '../../../components/queue-section';
import { useTranslation } from '../../../i18n/react';
import { FormNotice } from '../../../components/form/form-notice';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, isolate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { QueueItem } from '../admin-queue';
import { RejectForm } from './reject-form';
import { VerificationImage } from './verification-image';
import { isAlreadyDecided, useDecideVerification, type VerificationDecision } from './verification-queue-api';

const DONE = { approve: 'approved', reject: 'rejected' } as const;

interface VerificationItemProps {
  item: PendingVerification;
  /** The item leaves the queue (decided here, or already by another admin); `notice` says what happened, above the queue. */
  onDecided: (notice: QueueNotice) => void;
}

export function VerificationItem({ item, onDecided }: VerificationItemProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const decision = useDecideVerification();
  const name = item.displayName;
  const failureText = (error: unknown) => `${t('admin.verification.toast.failed')} ${errorMessage(t, error)}`;

  const decide = (choice: VerificationDecision) =>
    decision.send(choice, {
      onSuccess: () => onDecided({ kind: 'success', text: t(`admin.verification.toast.${DONE[choice.kind]}`, { name: isolate(name) }) }),
      onError: (error) => {
        if (isAlreadyDecided(error)) onDecided({ kind: 'error', text: failureText(error) });
      },
    });
  // Said inside the item, beside its buttons: a toast in the corner would cover the queue.
  const failure = decision.isError && !isAlreadyDecided(decision.error) ? failureText(decision.error) : null;

  return (
    <QueueItem titleId={`${id}-name`}>
      <h3 id={`${id}-name`} className="mb-3 text-lg font-bold">
        <bdi>{name}</bdi>
      </h3>
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{t('admin.verification.email')}</dt>
        <dd className="break-all">
          <bdi>{item.email}</bdi>
        </dd>
        <dt className="font-semibold">{t('admin.verification.phone')}</dt>
        {/* The number reads left to right inside an Arabic line; the cell stays in the page's direction. */}
        <dd>{item.phoneNumber ? <bdi dir="ltr">{item.phoneNumber}</bdi> : t('admin.verification.noPhone')}</dd>
        <dt className="font-semibold">{t('admin.verification.submitted')}</dt>
        <dd>
          <time dateTime={item.submittedAt}>{formatDateTime(item.submittedAt, language)}</time>
        </dd>
      </dl>
      <p className="mb-3 text-sm text-stone-700 dark:text-stone-300">{t('admin.verification.viewRecorded')}</p>
      <div className="mb-5 grid gap-4 md:grid-cols-2">
        <VerificationImage userId={item.userId} kind="id-document" name={name} />
        <VerificationImage userId={item.userId} kind="selfie" name={name} />
      </div>
      {!rejecting ? (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-primary"
            disabled={decision.isPending}
            onClick={() => decide({ userId: item.userId, kind: 'approve' })}
          >
            {t(decision.isPending ? 'admin.verification.saving' : 'admin.verification.approve')}
          </button>
          <button type="button" className="btn-secondary" disabled={decision.isPending} onClick={() => setRejecting(true)}>
            {t('admin.verification.reject')}
          </button>
        </div>
      ) : (
        <RejectForm
          saving={decision.isPending}
          onReject={(reason) => decide({ userId: item.userId, kind: 'reject', reason })}
          onCancel={() => setRejecting(false)}
        />
      )}
      {failure && (
        <div className="mt-4">
          <FormNotice kind="error">{failure}</FormNotice>
        </div>
      )}
    </QueueItem>
  );
}
