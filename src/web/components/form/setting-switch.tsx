// An on/off setting saved the moment it is switched (the account page's e-mails while away, the
// profile's pause). A native checkbox with role="switch" is what assistive technology and the
// keyboard use; the drawn switch beside it is only its picture. While a change is saved the
// switch shows the position asked for and says so; a failure puts it back where the server has it.
import type { ReactNode } from 'react';

export function SettingSwitch({
  id,
  label,
  description,
  checked,
  saving,
  savingText,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  saving: boolean;
  savingText: string;
  onChange: (checked: boolean) => void;
}): ReactNode {
  return (
    <div>
      <label htmlFor={id} className="flex cursor-pointer items-start justify-between gap-4">
        <span className="font-semibold">{label}</span>
        <input
          id={id}
          type="checkbox"
          // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- a checkbox states its checked state natively; ARIA in HTML says not to repeat it in aria-checked
          role="switch"
          className="peer sr-only"
          checked={checked}
          // Not `disabled`: that would take the keyboard focus away while it saves.
          aria-disabled={saving}
          aria-describedby={`${id}-description`}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
        />
        <span
          aria-hidden="true"
          className="mt-0.5 inline-flex h-6 w-11 shrink-0 items-center justify-start rounded-full bg-stone-400 p-0.5 transition-colors peer-checked:justify-end peer-checked:bg-amber-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-700 peer-aria-disabled:opacity-60 dark:bg-stone-600 dark:peer-checked:bg-amber-600"
        >
          <span className="size-5 rounded-full bg-white shadow" />
        </span>
      </label>
      <p id={`${id}-description`} className="mt-2 text-sm text-stone-700 dark:text-stone-300">
        {description}
      </p>
      {saving && <p className="mt-2 text-sm">{savingText}</p>}
    </div>
  );
}
