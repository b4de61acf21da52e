// A labelled group of checkboxes for a filter that matches any of its values.
interface CheckboxGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
}

export function CheckboxGroup<T extends string>({ legend, name, options, selected, onChange }: CheckboxGroupProps<T>) {
  const toggle = (value: T, checked: boolean) => onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2 py-1 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="size-4 accent-amber-800 dark:accent-amber-400"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
