import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';

/** A failure (role alert) or a confirmation (role status), always in the DOM so it is announced. */
export function FormNotice({ kind, children }: { kind: 'error' | 'success'; children?: ReactNode }) {
  const Icon = kind === 'error' ? CircleAlert : CircleCheck;
  const colours =
    kind === 'error'
      ? 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50'
      : 'border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50';
  return (
    <div role={kind === 'error' ? 'alert' : 'status'}>
      {children && (
        <p className={`flex items-start gap-2 rounded-lg border p-4 ${colours}`}>
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{children}</span>
        </p>
      )}
    </div>
  );
}

/**
 * A request's failure in the member's words: what did not happen (`lead`, "The reply was not
 * sent."), then why (lib/error-message.ts). Empty, and still in the DOM, while there is none.
 */
export function FailureNotice({ failure, lead }: { failure: unknown; lead: string }) {
  const { t } = useTranslation();
  return <FormNotice kind="error">{failure ? `${lead} ${errorMessage(t, failure)}` : null}</FormNotice>;
}
