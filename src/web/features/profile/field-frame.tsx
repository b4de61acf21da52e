import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { FieldError } from './profile-fields';
import { VisibilityBadge } from './visibility-badge';

export interface FrameProps {
  /** The control's id; its hint, badge and error ids derive from it. */
  id: string;
  label: string;
  required?: boolean;
  /** Whether other members will see this field. */
  shown: boolean;
  hint?: string;
  error?: FieldError;
}

/** The ids a control is described by: its visibility, hint and error. */
function describedByOf({ id, hint, error }: Pick<FrameProps, 'id' | 'hint' | 'error'>): string {
  return [`${id}-visibility`, hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
}

/**
 * What every control of a frame carries: its id and name, its value and whether it is required,
 * the field's look, what describes it, and its changes as a plain value.
 */
export function frameControlProps(
  frame: Pick<FrameProps, 'id' | 'hint' | 'error' | 'required'>,
  name: string,
  value: string,
  onChange: (value: string) => void,
) {
  return {
    id: frame.id,
    name,
    value,
    required: frame.required,
    className: 'form-field',
    'aria-invalid': frame.error ? true : undefined,
    'aria-describedby': describedByOf(frame),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(event.target.value),
  };
}

/** A labelled field: its label (and "required"), visibility, hint, control and error. */
export function FieldFrame({ id, label, required, shown, hint, error, children }: FrameProps & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="font-semibold">
          {label}
          {required && <span className="ms-1 text-sm font-normal text-stone-700 dark:text-stone-300">({t('profile.required')})</span>}
        </label>
        <VisibilityBadge id={`${id}-visibility`} shown={shown} />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-700 dark:text-stone-300">
          {hint}
        </p>
      )}
      {children}
      {error && <FieldErrorText id={`${id}-error`} error={error} />}
    </div>
  );
}

export function FieldErrorText({ id, error }: { id: string; error: FieldError }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="text-sm font-medium text-red-700 dark:text-red-300">
      {t(`profile.errors.${error.key}`, error.values)}
    </p>
  );
}
