import { ArrowLeft } from 'lucide-react';
import type { VerificationStatus } from '../../../shared/contracts/verification';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { FormNotice } from '../../components/form/form-notice';
import { useSubmitVerification } from './api/verification-api';
import { StepHeading } from './step-heading';

interface ResubmitStepProps {
  /** The verified number, masked by the server. */
  phoneNumber: string | null;
  focusOnMount: boolean;
  onDecided: (status: VerificationStatus) => void;
  onBack: () => void;
}

/** The phone step of a resubmission: the number is verified already, so Submit sends the new photos. */
export function ResubmitStep({ phoneNumber, focusOnMount, onDecided, onBack }: ResubmitStepProps) {
  const { t } = useTranslation();
  const submission = useSubmitVerification();
  const sending = submission.isPending;
  const submit = () => submission.send(undefined, { onSuccess: onDecided });

  return (
    <div className="space-y-5">
      <div>
        <StepHeading focusOnMount={focusOnMount}>{t('verification.phone.title')}</StepHeading>
        <p className="text-stone-800 dark:text-stone-200">
          {t('verification.resubmit.text')} <bdi dir="ltr">{phoneNumber}</bdi>
        </p>
      </div>
      <FormNotice kind="error">{submission.isError && errorMessage(t, submission.error)}</FormNotice>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary" onClick={onBack} disabled={sending}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('verification.back')}
        </button>
        <button type="button" className="btn-primary disabled:opacity-60" onClick={submit} disabled={sending} aria-busy={sending}>
          {t(sending ? 'verification.resubmit.sending' : 'verification.resubmit.submit')}
        </button>
      </div>
    </div>
  );
}
