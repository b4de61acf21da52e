// The four decisions on a report, as buttons; the one chosen gets the focus back on Cancel.
import type { RefObject } from 'react';
import type { ModerationAction } from '../../../../shared/contracts/moderation';
import { useTranslation } from '../../../i18n/react';

const ACTIONS: readonly ModerationAction[] = ['dismiss', 'warn', 'suspend', 'ban'];

interface ReportActionButtonsProps {
  name: string;
  /** Filled with each button as it is drawn, for the focus to come back to. */
  openers: RefObject<Map<ModerationAction, HTMLButtonElement>>;
  onOpen: (action: ModerationAction) => void;
}

export function ReportActionButtons({ name, openers, onOpen }: ReportActionButtonsProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('admin.reports.actions.label', { name })} className="flex flex-wrap gap-3">
      {ACTIONS.map((choice) => (
        <button
          key={choice}
          ref={(element) => {
            if (element) openers.current.set(choice, element);
            else openers.current.delete(choice);
          }}
          type="button"
          className={
            choice === 'ban' || choice === 'suspend'
              ? 'btn-secondary border-red-700 text-red-800 dark:border-red-300 dark:text-red-200'
              : 'btn-secondary'
          }
          onClick={() => onOpen(choice)}
        >
          {t(`admin.reports.actions.buttons.${choice}`)}
        </button>
      ))}
    </div>
  );
}
