// An event's form (docs/decisions/0032-events.md): the kind, a title and a description in any of
// the five languages (one title at least), where, when (the venue's wall-clock time in its IANA
// zone), how many places and for whom. One column on a phone. A contract form
// (docs/decisions/0029-forms.md) on the shared `eventInput`.
import { useId } from 'react';
import { z } from 'zod';
import { LANGUAGES } from '../../../../shared/constants';
import { type AdminEvent, EVENT_LIMITS, eventInput } from '../../../../shared/contracts/admin-events';
import { EVENT_AUDIENCES, EVENT_KINDS } from '../../../../shared/contracts/events';
import { FormNotice } from '../../../components/form/form-notice';
import { SendButton } from '../../../components/form/send-button';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { refusedFields } from '../../../lib/forms/refused-fields';
import { AdminField, describedByOf } from '../admin-field';
import { useSaveEvent } from './admin-events-api';
import { SelectOptions } from '../../../components/form/select-options';

const texts = () => Object.fromEntries(LANGUAGES.map((language) => [language, ''])) as Record<(typeof LANGUAGES)[number], string>;

/** The form's values: what the inputs hold, all text. */
function valuesOf(event: AdminEvent | null) {
  return {
    kind: event?.kind ?? 'hookah-gatherings',
    title: { ...texts(), ...event?.title },
    description: { ...texts(), ...event?.description },
    city: event?.city ?? '',
    country: event?.country ?? '',
    venue: event?.venue ?? '',
    timeZone: event?.timeZone ?? '',
    startsAt: event?.localStartsAt ?? '',
    endsAt: event?.localEndsAt ?? '',
    capacity: event ? String(event.capacity) : '',
    audience: event?.audience ?? 'all',
  };
}
type EventFormValues = ReturnType<typeof valuesOf>;
const FIELDS = Object.keys(valuesOf(null)) as (keyof EventFormValues)[];

/** The contract, reading the number of places from its text box and the country in capitals. */
const formSchema = z.preprocess((values) => {
  const form = values as EventFormValues;
  return { ...form, country: form.country.trim().toUpperCase(), capacity: form.capacity.trim() === '' ? NaN : Number(form.capacity) };
}, eventInput);

export function EventForm({ event, onDone }: { event: AdminEvent | null; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useSaveEvent(event?.id ?? null);
  const { form, field, formProps } = useContractForm({
    schema: formSchema,
    defaultValues: valuesOf(event),
    mutation,
    errorKey: (name) => `admin.events.errors.${name}`,
    fieldErrorsFor: refusedFields(FIELDS, (name) => `admin.events.errors.${name}`),
    onSuccess: onDone,
  });
  const text = (name: 'city' | 'venue' | 'country' | 'timeZone' | 'startsAt' | 'endsAt' | 'capacity', type = 'text', extra = {}) => {
    const current = field(name);
    const inputId = `${id}-${name}`;
    return (
      <AdminField id={inputId} label={t(`admin.events.fields.${name}`)} error={current.error && t(current.error)}>
        <input
          {...current.input}
          {...extra}
          id={inputId}
          type={type}
          className="form-field"
          aria-invalid={current.error ? true : undefined}
          aria-describedby={describedByOf(inputId, { error: current.error !== undefined })}
        />
      </AdminField>
    );
  };
  const titleError = field('title').error;
  return (
    <form {...formProps} aria-label={t(event ? 'admin.events.editTitle' : 'admin.events.newTitle')} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminField id={`${id}-kind`} label={t('admin.events.fields.kind')}>
          <select {...form.register('kind')} id={`${id}-kind`} className="form-field">
            <SelectOptions values={EVENT_KINDS} label={(kind) => t(`admin.events.kinds.${kind}`)} />
          </select>
        </AdminField>
        <AdminField id={`${id}-audience`} label={t('admin.events.fields.audience')}>
          <select {...form.register('audience')} id={`${id}-audience`} className="form-field">
            <SelectOptions values={EVENT_AUDIENCES} label={(audience) => t(`admin.events.audiences.${audience}`)} />
          </select>
        </AdminField>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">{t('admin.events.fields.texts')}</legend>
        <p className="text-sm text-stone-700 dark:text-stone-300">{t('admin.events.textsHint')}</p>
        {titleError && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {t(titleError)}
          </p>
        )}
        {LANGUAGES.map((language) => (
          <div key={language} className="grid gap-3 sm:grid-cols-2" lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
            <AdminField id={`${id}-title-${language}`} label={t(`admin.events.titleIn.${language}`)}>
              <input
                {...form.register(`title.${language}`)}
                id={`${id}-title-${language}`}
                maxLength={EVENT_LIMITS.title}
                className="form-field"
              />
            </AdminField>
            <AdminField id={`${id}-description-${language}`} label={t(`admin.events.descriptionIn.${language}`)}>
              <textarea
                {...form.register(`description.${language}`)}
                id={`${id}-description-${language}`}
                rows={2}
                maxLength={EVENT_LIMITS.description}
                className="form-field"
              />
            </AdminField>
          </div>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('city', 'text', { maxLength: EVENT_LIMITS.city })}
        {text('country', 'text', { maxLength: 2, autoCapitalize: 'characters', placeholder: 'KE' })}
        {text('venue', 'text', { maxLength: EVENT_LIMITS.venue })}
        {text('timeZone', 'text', { placeholder: 'Africa/Nairobi' })}
        {text('startsAt', 'datetime-local')}
        {text('endsAt', 'datetime-local')}
        {text('capacity', 'number', { min: 1, max: EVENT_LIMITS.capacity, inputMode: 'numeric' })}
      </div>
      {mutation.isError && <FormNotice kind="error">{errorMessage(t, mutation.error)}</FormNotice>}
      <div className="flex flex-wrap gap-3">
        <SendButton sending={mutation.isPending} label={t('admin.events.save')} sendingLabel={t('admin.events.saving')} />
        <button type="button" className="btn-secondary" disabled={mutation.isPending} onClick={onDone}>
          {t('admin.events.close')}
        </button>
      </div>
    </form>
  );
}
