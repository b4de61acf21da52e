import { Clock } from 'lucide-react';
import type { VerificationStatus } from '../../../shared/contracts/verification';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { FormNotice } from '../../components/form/form-notice';
import { useCheckVerification } from './api/verification-api';
import { OutcomeHeading } from './step-heading';

interface VerificationPendingProps {
  submittedAt: string | null;
  focusOnMount: boolean;
  /** The status asked again: still pending, or the decision. */
  onChecked: (status: VerificationStatus) => void;
}

/**
 * 'Pending review' (manual provider): an admin decides. No e-mail is sent about it, so the
 * member is told to come back here, and may ask again now.
 */
export function VerificationPending({ submittedAt, focusOnMount, onChecked }: VerificationPendingProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const checkAgain = useCheckVerification();
  const checking = checkAgain.isPending;
  const stillPending = checkAgain.data?.status === 'pending';
  const check = () => checkAgain.send(undefined, { onSuccess: onChecked });

  return (
    <div className="space-y-4">
      <OutcomeHeading outcome="pending" icon={Clock} focusOnMount={focusOnMount} title={t('verification.pending.title')} />
      {submittedAt && (
        <p className="text-stone-800 dark:text-stone-200">
          {t('verification.pending.submitted', { date: formatDateTime(submittedAt, language) })}
        </p>
      )}
      <p className="text-stone-800 dark:text-stone-200">{t('verification.pending.text')}</p>
      <div role="status">
        {stillPending && <p className="text-stone-700 dark:text-stone-300">{t('verification.pending.stillPending')}</p>}
      </div>
      <FormNotice kind="error">{checkAgain.error !== null && errorMessage(t, checkAgain.error)}</FormNotice>
      <button type="button" className="btn-secondary disabled:opacity-60" onClick={check} disabled={checking} aria-busy={checking}>
        {t(checking ? 'verification.pending.checking' : 'verification.pending.check')}
      </button>
    </div>
  );
}
