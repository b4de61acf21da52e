// The notice under a flagged message from the partner: a short, calm text in the member's
// language for each kind the rules found, and a one-tap Report pointed at that message
// (docs/decisions/0023-messages.md, "Safety"). Text with an icon, never colour alone.
import { ShieldAlert } from 'lucide-react';
import type { ChatMessage, ConversationPartner } from '../../../../shared/contracts/messages';
import { useTranslation } from '../../../i18n/react';
import type { RenderReportMessage } from '../slots';
import { noticesFor, reportReasonFor } from './safety-flags';

const REPORT_CLASS = 'btn-ghost min-h-11 -me-2 font-semibold text-amber-900 underline underline-offset-4 dark:text-amber-200';

interface SafetyNoticeProps {
  message: ChatMessage;
  partner: ConversationPartner;
  renderReportMessage: RenderReportMessage;
  /** The report was stored: the conversation is over. */
  onEnded: () => void;
}

export function SafetyNotice({ message, partner, renderReportMessage, onEnded }: SafetyNoticeProps) {
  const { t } = useTranslation();
  const kinds = noticesFor(message.flags);
  if (kinds.length === 0) return null;
  const report = { partner: { id: partner.id, displayName: partner.displayName }, messageId: message.id, reason: reportReasonFor(kinds) };
  return (
    <div
      role="note"
      aria-label={t('conversations.safety.label')}
      className="mt-1 max-w-[85%] rounded-xl border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm text-stone-900 sm:max-w-[75%] dark:border-amber-700 dark:bg-stone-900 dark:text-stone-100"
    >
      <div className="flex items-start gap-2 pt-1">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-800 dark:text-amber-300" />
        <div className="space-y-1 text-start">
          {kinds.map((kind) => (
            <p key={kind}>{t(`conversations.safety.${kind}`)}</p>
          ))}
        </div>
      </div>
      <div className="flex justify-end">{renderReportMessage(report, onEnded, REPORT_CLASS)}</div>
    </div>
  );
}
