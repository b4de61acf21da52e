// Asks once before an unmatch, which cannot be undone: both members stop seeing each other
// everywhere (the server blocks the pair, src/server/modules/discovery/safety.ts).
import type { MatchSummary } from '../../../shared/contracts/discovery';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useTranslation } from '../../i18n/react';
import { isolate } from '../../lib/format';
import { useUnmatch } from './api/matches-api';
import type { DialogComponent } from './dialog-slot';

interface UnmatchConfirmationProps {
  Dialog: DialogComponent;
  match: MatchSummary | null;
  onCancel: () => void;
  /** Called once the server has ended the match. */
  onUnmatched: (match: MatchSummary) => void;
}

export function UnmatchConfirmation({ Dialog, match, onCancel, onUnmatched }: UnmatchConfirmationProps) {
  const { t } = useTranslation();
  const change = useUnmatch();
  const name = isolate(match?.member.displayName ?? '');
  return (
    <ConfirmDialog
      Dialog={Dialog}
      open={match !== null}
      title={t('matches.unmatch.title', { name })}
      text={t('matches.unmatch.text', { name })}
      cancelLabel={t('matches.unmatch.cancel')}
      confirmLabel={t('matches.unmatch.confirm')}
      sendingLabel={t('matches.unmatch.sending')}
      change={change}
      onConfirm={() => {
        if (match) change.send(match.id, { onSuccess: () => onUnmatched(match) });
      }}
      onCancel={onCancel}
    />
  );
}
