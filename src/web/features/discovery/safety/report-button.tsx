// The Report button that opens the report dialog, for cards and profile views.
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { SafetyTarget } from './block-button';
import { ReportDialog } from './report-dialog';

export function ReportButton({
  member,
  onReported,
  className = 'btn-ghost',
}: {
  member: SafetyTarget;
  onReported: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t('discovery.report.buttonFor', { name: member.displayName })}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" className="size-4" />
        {t('discovery.report.button')}
      </button>
      <ReportDialog
        member={member}
        open={open}
        onClose={() => setOpen(false)}
        onReported={() => {
          setOpen(false);
          onReported();
        }}
      />
    </>
  );
}
