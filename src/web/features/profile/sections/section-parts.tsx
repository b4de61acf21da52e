// What every section of the profile form is given, and the frame each one is drawn in.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { TFunction } from '../../../i18n/translator';
import type { FieldError, FieldErrors, ProfileValues } from '../profile-fields';

export interface SectionProps {
  values: ProfileValues;
  errors: FieldErrors;
  update: <F extends keyof ProfileValues>(field: F, value: ProfileValues[F]) => void;
}

/** Translated options for a select or checkbox group: profile.options.<key>.<code>. */
export function optionsOf<T extends string>(t: TFunction, codes: readonly T[], key: string) {
  return codes.map((code) => ({ value: code, label: t(`profile.options.${key}.${code}`) }));
}

type TextKey = { [K in keyof ProfileValues]: ProfileValues[K] extends string ? K : never }[keyof ProfileValues];
type SwitchKey = { [K in keyof ProfileValues]: ProfileValues[K] extends boolean ? K : never }[keyof ProfileValues];

/**
 * What every field of a section takes from its name: a select or text field's id, name, label
 * (profile.fields.<name>), value, error and change; a toggle's id, label (profile.<name>), state
 * and change.
 */
export function useFieldBinding({ values, errors, update }: SectionProps) {
  const { t } = useTranslation();
  const errorOf = errors as Partial<Record<keyof ProfileValues, FieldError>>;
  return {
    field: <F extends TextKey>(name: F) => ({
      id: `profile-${name}`,
      name,
      label: t(`profile.fields.${name}`),
      value: values[name],
      error: errorOf[name],
      // A select offers only the field's own codes (or '' for none).
      onChange: (value: string) => update(name, value as ProfileValues[F]),
    }),
    toggle: (name: SwitchKey) => ({
      id: `profile-${name}`,
      checked: values[name],
      label: t(`profile.${name}`),
      onChange: (checked: boolean) => update(name, checked),
    }),
  };
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-lg border border-stone-200 p-5 dark:border-stone-700">
      <legend id={id} className="px-1 text-xl font-bold">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

interface ToggleProps {
  id: string;
  checked: boolean;
  label: string;
  /** What turning it on means, read with the label by screen readers. */
  description?: string;
  onChange: (checked: boolean) => void;
}

export function Toggle({ id, checked, label, description, onChange }: ToggleProps) {
  const descriptionId = `${id}-description`;
  return (
    <div className="rounded-lg bg-amber-50 px-4 py-3 dark:bg-stone-900">
      <label htmlFor={id} className="flex cursor-pointer items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={description ? descriptionId : undefined}
          className="size-4 shrink-0 accent-amber-700"
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {/* Beside the label, not in it: the checkbox's name stays short, the details are its description. */}
      {description && (
        <p id={descriptionId} className="mt-1 ps-7 text-sm text-stone-700 dark:text-stone-300">
          {description}
        </p>
      )}
    </div>
  );
}
