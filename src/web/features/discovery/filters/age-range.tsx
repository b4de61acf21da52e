// The filters' age range: two numbers, one message when either is out of range or they are out of order.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AGE_MAX, AGE_MIN } from '../../../../shared/contracts/profile';
import { FieldError } from '../../../components/form/field-error';
import { useTranslation } from '../../../i18n/react';

interface AgeRangeProps {
  min: UseFormRegisterReturn;
  max: UseFormRegisterReturn;
  invalid: boolean;
}

export function AgeRange({ min, max, invalid }: AgeRangeProps) {
  const { t } = useTranslation();
  const ageField = (which: 'min' | 'max', input: UseFormRegisterReturn) => (
    <div>
      <label htmlFor={`filter-age-${which}`} className="mb-1 block text-sm font-medium">
        {t(which === 'min' ? 'discovery.filters.ageMin' : 'discovery.filters.ageMax')}
      </label>
      <input
        {...input}
        id={`filter-age-${which}`}
        type="number"
        inputMode="numeric"
        min={AGE_MIN}
        max={AGE_MAX}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'filter-age-error' : undefined}
        className="form-field"
      />
    </div>
  );
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{t('discovery.filters.age')}</legend>
      <div className="grid grid-cols-2 gap-4">
        {ageField('min', min)}
        {ageField('max', max)}
      </div>
      <div className="mt-1">
        <FieldError id="filter-age-error" text={invalid && t('discovery.filters.ageError', { min: AGE_MIN, max: AGE_MAX })} />
      </div>
    </fieldset>
  );
}
