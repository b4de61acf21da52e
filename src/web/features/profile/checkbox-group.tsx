import { FieldErrorText } from './field-frame';
import type { FieldError } from './profile-fields';
import { VisibilityBadge } from './visibility-badge';
import { ChoiceTile } from '../../components/form/choice-tile';

interface CheckboxGroupProps<T extends string> {
  id: string;
  legend: string;
  hint?: string;
  shown: boolean;
  options: readonly { value: T; label: string }[];
  chosen: readonly T[];
  error?: FieldError;
  onChange: (chosen: T[]) => void;
}

/** A fieldset of labelled checkboxes; the result keeps the options' order. */
export function CheckboxGroup<T extends string>({ id, legend, hint, shown, options, chosen, error, onChange }: CheckboxGroupProps<T>) {
  const describedBy = [`${id}-visibility`, hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset id={id} aria-describedby={describedBy} className="space-y-2">
      <legend className="font-semibold">{legend}</legend>
      <VisibilityBadge id={`${id}-visibility`} shown={shown} />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-700 dark:text-stone-300">
          {hint}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <ChoiceTile key={option.value} invalid={error !== undefined}>
            <input
              type="checkbox"
              name={id}
              value={option.value}
              checked={chosen.includes(option.value)}
              className="size-4 shrink-0 accent-amber-700"
              onChange={(event) =>
                onChange(
                  options
                    .map((item) => item.value)
                    .filter((value) => (value === option.value ? event.target.checked : chosen.includes(value))),
                )
              }
            />
            <span>{option.label}</span>
          </ChoiceTile>
        ))}
      </div>
      {error && <FieldErrorText id={`${id}-error`} error={error} />}
    </fieldset>
  );
}
