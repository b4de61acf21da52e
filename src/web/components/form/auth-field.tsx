import { useTranslation } from '../../i18n/react';
import type { FieldErrorKey } from '../../lib/forms/validate';

interface AuthFieldProps {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password' | 'date';
  autoComplete: string;
  value: string;
  error?: FieldErrorKey;
  /** A rule shown before any mistake (password length, minimum age). */
  hint?: string;
  maxLength?: number;
  /** The keyboard a phone shows: 'numeric' for codes. */
  inputMode?: 'text' | 'numeric';
  onChange: (value: string) => void;
  inputRef: (element: HTMLInputElement | null) => void;
}

/** A labelled input whose rule and error are read out with it (aria-describedby). */
export function AuthField({
  name,
  label,
  type,
  autoComplete,
  value,
  error,
  hint,
  maxLength,
  inputMode,
  onChange,
  inputRef,
}: AuthFieldProps) {
  const { t } = useTranslation();
  const id = `auth-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        required
        maxLength={maxLength}
        inputMode={inputMode}
        dir={type === 'email' || inputMode === 'numeric' ? 'ltr' : undefined}
        className="form-field"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-700 dark:text-stone-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {t(`auth.fields.errors.${error}`)}
        </p>
      )}
    </div>
  );
}
