// "Are you sure?" for a message the rules find may hurt (docs/decisions/0023-messages.md,
// "Safety"), above the text box: the message as written, "Send anyway" (the same message,
// confirmed) and "Edit message" (back into the text box). Said at once to screen readers; the
// focus stays where the member is typing.
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';

interface ConfirmSendProps {
  body: string;
  /** The day's messages are spent: it may not go now. */
  sendDisabled: boolean;
  onSendAnyway: () => void;
  onEdit: () => void;
}

export function ConfirmSend({ body, sendDisabled, onSendAnyway, onEdit }: ConfirmSendProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={`${id}-question`}
      className="mb-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-stone-900 dark:border-amber-700 dark:bg-stone-900 dark:text-stone-100"
    >
      <p id={`${id}-question`} role="alert" className="font-semibold">
        {t('conversations.confirm.question')}
      </p>
      <p
        dir="auto"
        className="mt-1 line-clamp-3 border-s-4 border-amber-300 ps-3 text-start whitespace-pre-wrap [overflow-wrap:anywhere] dark:border-amber-700"
      >
        {body}
      </p>
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary min-h-11" disabled={sendDisabled} onClick={onSendAnyway}>
          {t('conversations.confirm.sendAnyway')}
        </button>
        <button type="button" className="btn-primary min-h-11" onClick={onEdit}>
          {t('conversations.confirm.edit')}
        </button>
      </div>
    </div>
  );
}
