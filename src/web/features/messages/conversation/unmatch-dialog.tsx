// Asks once before an unmatch, which cannot be undone: the match and its conversation end for
// both members (DELETE /api/matches/:id; a conversation's id is its match's).
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../i18n/react';
import { isolate } from '../../../lib/format';
import { useDeleteMatch } from '../api/messages-api';
import type { DialogComponent } from '../slots';

interface UnmatchDialogProps {
  Dialog: DialogComponent;
  open: boolean;
  conversationId: number;
  partnerName: string;
  onCancel: () => void;
  onUnmatched: () => void;
}

export function UnmatchDialog({ Dialog, open, conversationId, partnerName, onCancel, onUnmatched }: UnmatchDialogProps) {
  const { t } = useTranslation();
  const change = useDeleteMatch();
  return (
    <ConfirmDialog
      Dialog={Dialog}
      open={open}
      title={t('conversations.unmatch.title', { name: isolate(partnerName) })}
      text={t('conversations.unmatch.text')}
      cancelLabel={t('conversations.unmatch.cancel')}
      confirmLabel={t('conversations.unmatch.confirm')}
      sendingLabel={t('conversations.unmatch.sending')}
      change={change}
      buttonClassName="min-h-11"
      onConfirm={() => change.send(conversationId, { onSuccess: onUnmatched })}
      onCancel={onCancel}
    />
  );
}
