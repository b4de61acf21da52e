import type { FocusEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceTile } from '../../components/form/choice-tile';
import { useTranslation } from '../../i18n/react';
import type { FieldErrorKey } from './questionnaire-fields';

interface ChoiceGroupProps<T extends string> {
  /** The field's name: questionnaire.<name>.legend and .options.<code> hold its texts. */
  name: 'relationshipGoals' | 'preferences' | 'lifestyle';
  /** radio: one answer; checkbox: several. */
  type: 'radio' | 'checkbox';
  options: readonly T[];
  /** The form's registration of the field (useContractForm's `field(name).input`), on every option. */
  input: UseFormRegisterReturn;
  error?: FieldErrorKey;
  hint?: string;
  /** After the form has taken the change. */
  onChanged?: () => void;
  /** Focus left the whole group: from then on a missing answer is said. */
  onLeave: () => void;
}

/** A fieldset of labelled radios or checkboxes, its hint and error read out with it. */
export function ChoiceGroup<T extends string>({ name, type, options, input, error, hint, onChanged, onLeave }: ChoiceGroupProps<T>) {
  const { t } = useTranslation();
  const id = `questionnaire-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
  };
  return (
    <fieldset aria-describedby={describedBy} onBlur={leave} className="space-y-3">
      <legend className="mb-2 text-lg font-semibold">{t(`questionnaire.${name}.legend`)}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-stone-700 dark:text-stone-300">
          {hint}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <ChoiceTile key={option} invalid={Boolean(error)} large>
            <input
              {...input}
              type={type}
              value={option}
              required={type === 'radio'}
              className="size-4 shrink-0 accent-amber-700"
              onChange={(event) => {
                void input.onChange(event);
                onChanged?.();
              }}
            />
            <span>{t(`questionnaire.${name}.options.${option}`)}</span>
          </ChoiceTile>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {t(`questionnaire.errors.${error}`)}
        </p>
      )}
    </fieldset>
  );
}
