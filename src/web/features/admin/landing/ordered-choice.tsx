// A chosen, ordered list (the landing page's countries, its featured members): each chosen item
// with Move up, Move down and Remove, and a list to add one of the others. Plain buttons and a
// select, so it works by keyboard, by touch on a phone, and with a screen reader.
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { ChoiceOptions } from '../../../components/form/select-options';

interface OrderedChoiceProps<T extends string> {
  legend: string;
  hint?: string;
  /** Every item that may be chosen, with its label. */
  options: readonly { value: T; label: string }[];
  chosen: readonly T[];
  onChange: (next: T[]) => void;
  max?: number;
  error?: string;
}

export function OrderedChoice<T extends string>({ legend, hint, options, chosen, onChange, max, error }: OrderedChoiceProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const labelOf = (value: T) => options.find((option) => option.value === value)?.label ?? value;
  const others = options.filter((option) => !chosen.includes(option.value));
  const [adding, setAdding] = useState<string>('');
  const move = (index: number, by: -1 | 1) => {
    const next = [...chosen];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  const full = max !== undefined && chosen.length >= max;
  return (
    <fieldset
      className="space-y-3"
      aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
    >
      <legend className="text-sm font-semibold">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-700 dark:text-stone-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {chosen.length === 0 ? (
        <p className="text-sm">{t('console.landing.noneChosen')}</p>
      ) : (
        <ol className="space-y-2">
          {chosen.map((value, index) => (
            <li key={value} className="flex flex-wrap items-center gap-2 rounded-xl border border-stone-200 p-2 dark:border-stone-700">
              <span className="min-w-0 flex-1 font-medium">{labelOf(value)}</span>
              <ItemButton
                label={t('console.landing.moveUp')}
                item={labelOf(value)}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              />
              <ItemButton
                label={t('console.landing.moveDown')}
                item={labelOf(value)}
                disabled={index === chosen.length - 1}
                onClick={() => move(index, 1)}
              />
              <ItemButton
                label={t('console.landing.remove')}
                item={labelOf(value)}
                onClick={() => onChange(chosen.filter((entry) => entry !== value))}
              />
            </li>
          ))}
        </ol>
      )}
      {others.length > 0 && !full && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-add`} className="mb-1 block text-sm font-semibold">
              {t('console.landing.addLabel')}
            </label>
            <select id={`${id}-add`} className="form-field" value={adding} onChange={(event) => setAdding(event.target.value)}>
              <ChoiceOptions choices={others} empty={t('console.landing.choose')} />
            </select>
          </div>
          <button
            type="button"
            className="btn-secondary"
            disabled={adding === ''}
            onClick={() => {
              onChange([...chosen, adding as T]);
              setAdding('');
            }}
          >
            {t('console.landing.add')}
          </button>
        </div>
      )}
    </fieldset>
  );
}

/** A button acting on one chosen item: it says which to a screen reader ("Move up: Amina"). */
function ItemButton({ label, item, disabled, onClick }: { label: string; item: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button type="button" className="btn-secondary px-3 py-1 text-sm" disabled={disabled} onClick={onClick}>
      {label}
      <span className="sr-only">: {item}</span>
    </button>
  );
}
