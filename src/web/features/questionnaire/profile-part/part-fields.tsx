// The controls of the step's profile page: a group of radios (who you are, whom you seek), and a
// labelled select or number input; each says its error (questionnaire.profilePart.errors.<key>) with its control.
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AGE_MAX, AGE_MIN } from '../../../../shared/contracts/profile';
import { useTranslation } from '../../../i18n/react';
import { ChoiceTile } from '../../../components/form/choice-tile';

const ERROR_VALUES: Record<string, Record<string, number>> = { age: { min: AGE_MIN, max: AGE_MAX } };

function PartError({ id, error }: { id: string; error: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="text-sm font-medium text-red-700 dark:text-red-300">
      {t(`questionnaire.profilePart.errors.${error}`, ERROR_VALUES[error])}
    </p>
  );
}

interface RadioGroupProps {
  id: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  input: UseFormRegisterReturn;
  error?: string;
}

/** Two or more labelled radios side by side, large enough for a thumb. */
export function RadioGroup({ id, legend, options, input, error }: RadioGroupProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <ChoiceTile key={option.value} invalid={Boolean(error)} large>
            <input {...input} type="radio" value={option.value} required className="size-4 shrink-0 accent-amber-700" />
            <span>{option.label}</span>
          </ChoiceTile>
        ))}
      </div>
      {error && <PartError id={errorId} error={error} />}
    </fieldset>
  );
}

interface LabelledProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The control, given the ids it is described by. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A label, an optional hint, the control and its error. */
export function Labelled({ id, label, hint, error, children }: LabelledProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-700 dark:text-stone-300">
          {hint}
        </p>
      )}
      {children(describedBy)}
      {error && <PartError id={`${id}-error`} error={error} />}
    </div>
  );
}
