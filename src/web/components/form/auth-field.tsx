import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/react';
import { FieldError } from './field-error';
import type { FieldErrorKey } from '../../lib/forms/account-schemas';

interface AuthFieldProps {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password' | 'date';
  autoComplete: string;
  /** The form's registration of the field (useContractForm's `field(name).input`). */
  input: UseFormRegisterReturn;
  /** A key under auth.fields.errors. */
  error?: string;
  /** A rule shown before any mistake (password length, minimum age). */
  hint?: string;
  maxLength?: number;
  /** The keyboard a phone shows: 'numeric' for codes. */
  inputMode?: 'text' | 'numeric';
}

/** A labelled input whose rule and error are read out with it (aria-describedby). */
export function AuthField({ name, label, type, autoComplete, input, error, hint, maxLength, inputMode }: AuthFieldProps) {
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
        {...input}
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={maxLength}
        inputMode={inputMode}
        dir={type === 'email' || inputMode === 'numeric' ? 'ltr' : undefined}
        className="form-field"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-700 dark:text-stone-300">
          {hint}
        </p>
      )}
      <FieldError id={errorId} text={error && t(`auth.fields.errors.${error as FieldErrorKey}`)} />
    </div>
  );
}
