// A change that cannot be undone, asked once in a modal dialog (block a member, unmatch): the
// title names the member, the text says what will happen, the failure is said in the API's words,
// and the confirm button waits while the change is on its way; cancelling forgets the failure, so
// the next opening starts clean. The block and the two unmatch dialogs drew this each; the dialog
// itself is handed in (dialog-slot.ts), and the change is the caller's mutation
// (docs/decisions/0016-data-loading.md, "Writes").
import { useId } from 'react';
import { useTranslation } from '../i18n/react';
import { errorMessage } from '../lib/error-message';
import type { DialogComponent } from './dialog-slot';
import { FormNotice } from './form/form-notice';

interface ConfirmDialogProps {
  Dialog: DialogComponent;
  open: boolean;
  /** Translated texts. */
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  sendingLabel: string;
  /** The caller's mutation: on its way, why it failed (null when it did not), and its reset. */
  change: { isPending: boolean; error: unknown; reset: () => void };
  onConfirm: () => void;
  onCancel: () => void;
  /** Extra classes for both buttons, e.g. `min-h-11` where they must be touch-sized. */
  buttonClassName?: string;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { Dialog, open, title, text, cancelLabel, confirmLabel, sendingLabel, change, onConfirm } = props;
  const { t } = useTranslation();
  const id = useId();
  const extra = props.buttonClassName ? ` ${props.buttonClassName}` : '';
  const onCancel = () => {
    change.reset();
    props.onCancel();
  };
  return (
    <Dialog open={open} onClose={onCancel} labelledBy={`${id}-title`} describedBy={`${id}-text`}>
      {open && (
        <div className="space-y-4">
          <h2 id={`${id}-title`} className="text-xl font-bold">
            {title}
          </h2>
          <p id={`${id}-text`} className="text-stone-700 dark:text-stone-300">
            {text}
          </p>
          <FormNotice kind="error">{change.error ? errorMessage(t, change.error) : undefined}</FormNotice>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={`btn-secondary${extra}`} onClick={onCancel}>
              {cancelLabel}
            </button>
            <button type="button" className={`btn-primary${extra}`} disabled={change.isPending} onClick={onConfirm}>
              {change.isPending ? sendingLabel : confirmLabel}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
