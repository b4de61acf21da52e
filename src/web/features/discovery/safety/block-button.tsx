// Block, on every card and every profile view (decisions.md, "Discovery"): asks once, then hides
// both members from each other at once and for good (POST /api/discovery/blocks). Exported for
// the other screens that show a member (matches, country pages).
import { Ban } from 'lucide-react';
import { useId, useState } from 'react';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { isolate } from '../../../lib/format';
import { postBlock } from '../api/discovery-api';
import { ModalDialog } from '../dialog/modal-dialog';

export interface SafetyTarget {
  id: string;
  displayName: string;
}

interface BlockButtonProps {
  member: SafetyTarget;
  /** Called once the server has stored the block: the caller takes the member off the screen. */
  onBlocked: () => void;
  className?: string;
}

export function BlockButton({ member, onBlocked, className = 'btn-ghost' }: BlockButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t('discovery.block.buttonFor', { name: member.displayName })}
        onClick={() => setOpen(true)}
      >
        <Ban aria-hidden="true" className="size-4" />
        {t('discovery.block.button')}
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} labelledBy={`${id}-title`} describedBy={`${id}-text`}>
        <BlockConfirmation
          id={id}
          member={member}
          onCancel={() => setOpen(false)}
          onBlocked={() => {
            setOpen(false);
            onBlocked();
          }}
        />
      </ModalDialog>
    </>
  );
}

interface BlockConfirmationProps {
  id: string;
  member: SafetyTarget;
  onCancel: () => void;
  onBlocked: () => void;
}

function BlockConfirmation({ id, member, onCancel, onBlocked }: BlockConfirmationProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const name = isolate(member.displayName);

  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      await postBlock({ memberId: member.id });
      onBlocked();
    } catch (caught) {
      setError(caught);
      setSending(false);
    }
  };

  return (
    <div className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t('discovery.block.title', { name })}
      </h2>
      <p id={`${id}-text`} className="text-stone-700 dark:text-stone-300">
        {t('discovery.block.text', { name })}
      </p>
      <FormNotice kind="error">{error ? errorMessage(t, error) : undefined}</FormNotice>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('discovery.actions.cancel')}
        </button>
        <button type="button" className="btn-primary" disabled={sending} onClick={() => void confirm()}>
          {sending ? t('discovery.block.sending') : t('discovery.block.confirm')}
        </button>
      </div>
    </div>
  );
}
