import type { UseFormRegisterReturn } from 'react-hook-form';
import { BIO_MAX_LENGTH } from '../../../shared/contracts/questionnaire';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import type { FieldErrorKey } from './questionnaire-fields';

interface BioFieldProps {
  /** The text as it is now, for the count. */
  value: string;
  /** The form's registration of the field (useContractForm's `field('bio').input`). */
  input: UseFormRegisterReturn;
  error?: FieldErrorKey;
  onLeave: () => void;
}

/**
 * The bio: a labelled textarea with its hint, a character count and its error. No maxLength: a
 * pasted text that is too long stays whole, to be shortened, and the count says by how much.
 */
export function BioField({ value, input, error, onLeave }: BioFieldProps) {
  const { t, i18n } = useTranslation();
  const id = 'questionnaire-bio';
  const length = value.trim().length;
  const describedBy = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-lg font-semibold">
        {t('questionnaire.bio.label')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-stone-700 dark:text-stone-300">
        {t('questionnaire.bio.hint')}
      </p>
      <textarea
        {...input}
        id={id}
        rows={6}
        required
        className="form-field"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onBlur={(event) => {
          void input.onBlur(event);
          onLeave();
        }}
      />
      <p
        id={`${id}-count`}
        className={`text-end text-sm ${length > BIO_MAX_LENGTH ? 'font-medium text-red-700 dark:text-red-300' : 'text-stone-700 dark:text-stone-300'}`}
      >
        {t('questionnaire.bio.count', {
          count: formatNumber(length, i18n.language),
          max: formatNumber(BIO_MAX_LENGTH, i18n.language),
        })}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {t(`questionnaire.errors.${error}`, { max: formatNumber(BIO_MAX_LENGTH, i18n.language) })}
        </p>
      )}
    </div>
  );
}
