// Asks once before an unmatch, which cannot be undone: both members stop seeing each other
// everywhere (the server blocks the pair, src/server/modules/discovery/safety.ts).
import { useId, useState } from 'react';
import type { MatchSummary } from '../../../shared/contracts/discovery';
import { FormNotice } from '../../components/form/form-notice';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { isolate } from '../../lib/format';
import { unmatch } from './api/matches-api';
import type { DialogComponent } from './dialog-slot';

interface UnmatchConfirmationProps {
  Dialog: DialogComponent;
  match: MatchSummary | null;
  onCancel: () => void;
  /** Called once the server has ended the match. */
  onUnmatched: (match: MatchSummary) => void;
}

export function UnmatchConfirmation({ Dialog, match, onCancel, onUnmatched }: UnmatchConfirmationProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={match !== null} onClose={onCancel} labelledBy={titleId} describedBy={textId}>
      {match && (
        <ConfirmationBody key={match.id} match={match} titleId={titleId} textId={textId} onCancel={onCancel} onUnmatched={onUnmatched} />
      )}
    </Dialog>
  );
}

interface BodyProps {
  match: MatchSummary;
  titleId: string;
  textId: string;
  onCancel: () => void;
  onUnmatched: (match: MatchSummary) => void;
}

function ConfirmationBody({ match, titleId, textId, onCancel, onUnmatched }: BodyProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const name = isolate(match.member.displayName);

  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      await unmatch(match.id);
      onUnmatched(match);
    } catch (caught) {
      setError(caught);
      setSending(false);
    }
  };

  return (
    <div className="space-y-4">
      <h2 id={titleId} className="text-xl font-bold">
        {t('matches.unmatch.title', { name })}
      </h2>
      <p id={textId} className="text-stone-700 dark:text-stone-300">
        {t('matches.unmatch.text', { name })}
      </p>
      <FormNotice kind="error">{error ? errorMessage(t, error) : undefined}</FormNotice>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('matches.unmatch.cancel')}
        </button>
        <button type="button" className="btn-primary" disabled={sending} onClick={() => void confirm()}>
          {sending ? t('matches.unmatch.sending') : t('matches.unmatch.confirm')}
        </button>
      </div>
    </div>
  );
}
