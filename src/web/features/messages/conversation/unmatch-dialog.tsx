// Asks once before an unmatch, which cannot be undone: the match and its conversation end for
// both members (DELETE /api/matches/:id; a conversation's id is its match's).
import { useId, useState } from 'react';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { isolate } from '../../../lib/format';
import { deleteMatch } from '../api/messages-api';
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
  const id = useId();
  return (
    <Dialog open={open} onClose={onCancel} labelledBy={`${id}-title`} describedBy={`${id}-text`}>
      {/* Mounted per opening: no error left from the last one. */}
      {open && (
        <Confirmation id={id} conversationId={conversationId} partnerName={partnerName} onCancel={onCancel} onUnmatched={onUnmatched} />
      )}
    </Dialog>
  );
}

function Confirmation({
  id,
  conversationId,
  partnerName,
  onCancel,
  onUnmatched,
}: Omit<UnmatchDialogProps, 'Dialog' | 'open'> & { id: string }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const name = isolate(partnerName);

  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      await deleteMatch(conversationId);
      onUnmatched();
    } catch (caught) {
      setError(caught);
      setSending(false);
    }
  };

  return (
    <div className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t('conversations.unmatch.title', { name })}
      </h2>
      <p id={`${id}-text`} className="text-stone-700 dark:text-stone-300">
        {t('conversations.unmatch.text')}
      </p>
      <FormNotice kind="error">{error ? errorMessage(t, error) : undefined}</FormNotice>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary min-h-11" onClick={onCancel}>
          {t('conversations.unmatch.cancel')}
        </button>
        <button type="button" className="btn-primary min-h-11" disabled={sending} onClick={() => void confirm()}>
          {sending ? t('conversations.unmatch.sending') : t('conversations.unmatch.confirm')}
        </button>
      </div>
    </div>
  );
}
