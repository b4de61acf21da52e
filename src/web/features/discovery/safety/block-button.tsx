// Block, on every card and every profile view (decisions.md, "Discovery"): asks once, then hides
// both members from each other at once and for good (POST /api/discovery/blocks). Exported for
// the other screens that show a member (matches, country pages).
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { IconButton } from '../../../components/icon-button';
import { useTranslation } from '../../../i18n/react';
import { isolate } from '../../../lib/format';
import { useBlockMember } from '../api/discovery-api';
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
  const block = useBlockMember();
  const name = isolate(member.displayName);
  return (
    <>
      <IconButton
        icon={Ban}
        label={t('discovery.block.button')}
        ariaLabel={t('discovery.block.buttonFor', { name: member.displayName })}
        className={className}
        onClick={() => setOpen(true)}
      />
      <ConfirmDialog
        Dialog={ModalDialog}
        open={open}
        title={t('discovery.block.title', { name })}
        text={t('discovery.block.text', { name })}
        cancelLabel={t('discovery.actions.cancel')}
        confirmLabel={t('discovery.block.confirm')}
        sendingLabel={t('discovery.block.sending')}
        change={block}
        onConfirm={() =>
          block.send(
            { memberId: member.id },
            {
              onSuccess: () => {
                setOpen(false);
                onBlocked();
              },
            },
          )
        }
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
