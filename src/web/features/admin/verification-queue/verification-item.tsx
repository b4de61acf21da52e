// One pending submission in the admin queue: who (name, e-mail, masked phone, when), the two
// images on request, and the decision. Reject asks for the reason the member will read (3 to
// 500 characters, checked here before any request); the queue drops the item once decided.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type PendingVerification, REJECTION_REASON_MAX_LENGTH, verificationRejection } from '../../../../shared/contracts/verification';
import { useTranslation } from '../../../i18n/react';
import { FormNotice } from '../../../components/form/form-notice';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, isolate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { VerificationImage } from './verification-image';
import { approveVerification, rejectVerification } from './verification-queue-api';

const REASON_MIN_LENGTH = 3;

interface VerificationItemProps {
  item: PendingVerification;
  /** The decision is saved (or another admin already made it): the item leaves the queue. */
  /** The item leaves the queue; `notice` says what happened, shown above the queue. */
  onDecided: (userId: string, notice: { kind: 'success' | 'error'; text: string }) => void;
}

export function VerificationItem({ item, onDecided }: VerificationItemProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonInvalid, setReasonInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  // Said inside the item, beside its buttons: a toast in the corner would cover the queue.
  const [failure, setFailure] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const name = item.displayName;
  const lengths = { min: REASON_MIN_LENGTH, max: REJECTION_REASON_MAX_LENGTH };

  useEffect(() => {
    if (rejecting) reasonRef.current?.focus();
  }, [rejecting]);

  const decide = async (request: () => Promise<unknown>, successKey: 'approved' | 'rejected') => {
    setSaving(true);
    try {
      await request();
      onDecided(item.userId, { kind: 'success', text: t(`admin.verification.toast.${successKey}`, { name: isolate(name) }) });
    } catch (error) {
      const text = `${t('admin.verification.toast.failed')} ${errorMessage(t, error)}`;
      // Another admin decided first, or the member is gone: nothing is left to decide here.
      if (error instanceof ApiError && (error.code === 'VERIFICATION_NOT_PENDING' || error.code === 'NOT_FOUND')) {
        onDecided(item.userId, { kind: 'error', text });
      } else {
        setFailure(text);
        setSaving(false);
      }
    }
  };

  const onReject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = verificationRejection.safeParse({ reason });
    if (!parsed.success) {
      setReasonInvalid(true);
      reasonRef.current?.focus();
      return;
    }
    setReasonInvalid(false);
    void decide(() => rejectVerification(item.userId, parsed.data.reason), 'rejected');
  };

  return (
    <li>
      <article
        aria-labelledby={`${id}-name`}
        className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-700 dark:bg-stone-900"
      >
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
              disabled={saving}
              onClick={() => void decide(() => approveVerification(item.userId), 'approved')}
            >
              {t(saving ? 'admin.verification.saving' : 'admin.verification.approve')}
            </button>
            <button type="button" className="btn-secondary" disabled={saving} onClick={() => setRejecting(true)}>
              {t('admin.verification.reject')}
            </button>
          </div>
        ) : (
          <form noValidate onSubmit={onReject} className="space-y-3">
            <div>
              <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-semibold">
                {t('admin.verification.reasonLabel')}
              </label>
              <textarea
                ref={reasonRef}
                id={`${id}-reason`}
                required
                rows={3}
                maxLength={REJECTION_REASON_MAX_LENGTH}
                value={reason}
                className="form-field"
                aria-invalid={reasonInvalid ? true : undefined}
                aria-describedby={reasonInvalid ? `${id}-hint ${id}-error` : `${id}-hint`}
                onChange={(event) => setReason(event.target.value)}
              />
              <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700 dark:text-stone-300">
                {t('admin.verification.reasonHint', lengths)}
              </p>
              {reasonInvalid && (
                <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
                  {t('admin.verification.reasonError', lengths)}
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className="btn-primary" disabled={saving}>
                {t(saving ? 'admin.verification.saving' : 'admin.verification.confirmReject')}
              </button>
              <button
                type="button"
                className="btn-secondary"
                disabled={saving}
                onClick={() => {
                  setRejecting(false);
                  setReasonInvalid(false);
                }}
              >
                {t('admin.verification.cancel')}
              </button>
            </div>
          </form>
        )}
        {failure && (
          <div className="mt-4">
            <FormNotice kind="error">{failure}</FormNotice>
          </div>
        )}
      </article>
    </li>
  );
}
