import { useState } from 'react';
import { useTranslation } from '../../i18n/react';

/**
 * A billing change that needs a second click (cancel the membership, leave Premium): the
 * button, then the question with 'yes' and 'keep'. Resuming needs none (`question` omitted).
 */
export function BillingChange({
  label,
  question,
  yes,
  no,
  busy,
  onConfirm,
}: {
  label: string;
  question?: string;
  yes?: string;
  no?: string;
  busy: boolean;
  /** Sends the change; `onSettled` is called once it succeeded or failed. */
  onConfirm: (onSettled: () => void) => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const run = () => onConfirm(() => setAsking(false));

  if (!question || !asking) {
    return (
      <button type="button" className="btn-secondary" disabled={busy} onClick={() => (question ? setAsking(true) : run())}>
        {label}
      </button>
    );
  }
  return (
    <div className="space-y-3">
      <p className="font-semibold">{question}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={busy} onClick={run}>
          {busy ? t('account.billing.working') : yes}
        </button>
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => setAsking(false)}>
          {no}
        </button>
      </div>
    </div>
  );
}
