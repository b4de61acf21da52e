import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../components/form/field-error';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import type { ContactErrorKey, ContactField } from './contact-fields';

interface ContactInputProps {
  name: ContactField;
  input: UseFormRegisterReturn;
  error?: string;
}

// Limits mirror the contract, so the browser stops the typing where the server would refuse.
const MAX_LENGTH: Record<ContactField, number> = { name: 120, email: 254, subject: 200, message: 5000 };
const AUTOCOMPLETE: Record<ContactField, string> = { name: 'name', email: 'email', subject: 'off', message: 'off' };

export function ContactInput({ name, input, error }: ContactInputProps) {
  const { t, i18n } = useTranslation();
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    ...input,
    id,
    required: true,
    maxLength: MAX_LENGTH[name],
    className: 'form-field',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  const max = formatNumber(MAX_LENGTH[name], i18n.language);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {t(`contact.form.${name}`)}
      </label>
      {name === 'message' ? (
        <textarea {...shared} rows={6} />
      ) : (
        <input {...shared} type={name === 'email' ? 'email' : 'text'} autoComplete={AUTOCOMPLETE[name]} />
      )}
      <FieldError id={errorId} text={error && t(`contact.form.errors.${error as ContactErrorKey}`, { max })} />
    </div>
  );
}
