import { CircleAlert, RotateCcw } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { OutcomeHeading } from './step-heading';

/** The admin's refusal with their reason (user text, isolated), and a way to send new photos. */
export function VerificationRejected({
  reason,
  focusOnMount,
  onRestart,
}: {
  reason: string | null;
  focusOnMount: boolean;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <OutcomeHeading outcome="rejected" icon={CircleAlert} focusOnMount={focusOnMount} title={t('verification.rejected.title')} />
      {reason && (
        <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50">
          <p className="font-semibold">{t('verification.rejected.reason')}</p>
          <p className="whitespace-pre-line">
            <bdi>{reason}</bdi>
          </p>
        </div>
      )}
      <p className="text-stone-800 dark:text-stone-200">{t('verification.rejected.text')}</p>
      <button type="button" className="btn-primary" onClick={onRestart}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('verification.rejected.restart')}
      </button>
    </div>
  );
}
