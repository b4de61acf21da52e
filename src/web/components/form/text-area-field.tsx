// A labelled text area of a contract form (docs/decisions/0029-forms.md): the hint under it says
// the limit, and the field's error follows, both named by its aria-describedby.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './field-error';

interface TextAreaFieldProps {
  id: string;
  /** Translated texts: the label, the hint under the field, and the error if there is one. */
  label: string;
  hint: string;
  error?: string | false;
  input: UseFormRegisterReturn;
  maxLength: number;
  /** 'auto' for what a member writes in any language, shown in its own direction. */
  dir?: 'auto';
}

export function TextAreaField({ id, label, hint, error, input, maxLength, dir }: TextAreaFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      <textarea
        {...input}
        id={id}
        rows={3}
        dir={dir}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="form-field"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        {hint}
      </p>
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}
