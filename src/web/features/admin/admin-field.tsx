// A labelled field of an admin form (two-factor set-up, a counter's override, a rejection or a
// moderation reason): the label, the control, its hint, and what is wrong said at once. The
// control is the caller's; its hint's and error's ids derive from its id (describedByOf).
import type { ReactNode } from 'react';

interface AdminFieldProps {
  /** The control's id. */
  id: string;
  label: string;
  hint?: string;
  /** More under the control, before the error (a hint beside a character count). */
  extra?: ReactNode;
  /** What is wrong, translated; nothing while the value is fine. */
  error?: string | false | null;
  children: ReactNode;
}

export function AdminField({ id, label, hint, extra, error, children }: AdminFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700 dark:text-stone-300">
          {hint}
        </p>
      )}
      {extra}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** The control's aria-describedby: the ids of its hint (and any `more`) and, while there is one, its error. */
export function describedByOf(id: string, { hint = false, error = false, more = [] as string[] }): string | undefined {
  return [hint ? `${id}-hint` : '', ...more, error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}
