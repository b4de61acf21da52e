// The Report button that opens the report dialog, for cards, profile views and conversations; one
// given a message reports that message (its name says so) with a reason chosen ahead.
import { Flag } from 'lucide-react';
import { useState } from 'react';
import type { ReportReason } from '../../../../shared/contracts/discovery';
import { IconButton } from '../../../components/icon-button';
import { useTranslation } from '../../../i18n/react';
import type { SafetyTarget } from './block-button';
import { ReportDialog } from './report-dialog';

interface ReportButtonProps {
  member: SafetyTarget;
  onReported: () => void;
  className?: string;
  /** A message of the member's conversation with them that the report points at. */
  messageId?: number;
  /** The reason chosen when the dialog opens (the member may choose another). */
  defaultReason?: ReportReason;
}

export function ReportButton({ member, onReported, className = 'btn-ghost', messageId, defaultReason }: ReportButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        icon={Flag}
        label={t('discovery.report.button')}
        ariaLabel={t(messageId === undefined ? 'discovery.report.buttonFor' : 'discovery.report.messageButtonFor', {
          name: member.displayName,
        })}
        className={className}
        onClick={() => setOpen(true)}
      />
      <ReportDialog
        member={member}
        open={open}
        messageId={messageId}
        defaultReason={defaultReason}
        onClose={() => setOpen(false)}
        onReported={() => {
          setOpen(false);
          onReported();
        }}
      />
    </>
  );
}
