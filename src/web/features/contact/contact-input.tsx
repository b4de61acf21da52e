import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import type { ContactField, FieldError } from './contact-fields';

interface ContactInputProps {
  field: ContactField;
  value: string;
  error?: FieldError;
  onChange: (field: ContactField, value: string) => void;
  inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

// Limits mirror the contract, so the browser stops the typing where the server would refuse.
const MAX_LENGTH: Record<ContactField, number> = { name: 120, email: 254, subject: 200, message: 5000 };
const AUTOCOMPLETE: Record<ContactField, string> = { name: 'name', email: 'email', subject: 'off', message: 'off' };

export function ContactInput({ field, value, error, onChange, inputRef }: ContactInputProps) {
  const { t, i18n } = useTranslation();
  const id = `contact-${field}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: field,
    value,
    required: true,
    maxLength: MAX_LENGTH[field],
    className: 'form-field',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {t(`contact.form.${field}`)}
      </label>
      {field === 'message' ? (
        <textarea {...shared} ref={inputRef} rows={6} />
      ) : (
        <input {...shared} ref={inputRef} type={field === 'email' ? 'email' : 'text'} autoComplete={AUTOCOMPLETE[field]} />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {t(`contact.form.errors.${error.key}`, {
            max: error.max === undefined ? undefined : formatNumber(error.max, i18n.language),
          })}
        </p>
      )}
    </div>
  );
}
