// The member's quiet hours (docs/decisions/0035-push-notifications.md), in their own time zone,
// the same on each of their devices. One form, saved with its button.
import { useId } from 'react';
import type { PushSettings } from '../../../shared/contracts/push';
import { FieldError } from '../../components/form/field-error';
import { FailureNotice, FormNotice } from '../../components/form/form-notice';
import { SendButton } from '../../components/form/send-button';
import { useTranslation } from '../../i18n/react';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useSavePushSettings } from './api/push-api';
import { formValuesOf, pushSettingsFormSchema, settingsOf, timeZoneChoices } from './push-settings-form';

export function PushSettingsForm({ settings, neverSaved }: { settings: PushSettings; neverSaved: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSavePushSettings();
  const { form, field, formProps, sending, failure } = useContractForm({
    schema: pushSettingsFormSchema,
    defaultValues: formValuesOf(settings, neverSaved),
    mutation: save,
    toVariables: settingsOf,
    successUntilEdit: true,
  });
  const quiet = form.watch('quiet');
  const timeField = (name: 'quietStart' | 'quietEnd', label: string) => {
    const { input, error } = field(name);
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="block font-medium">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          type="time"
          dir="ltr"
          className="form-field"
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
        />
        <FieldError id={`${id}-${name}-error`} text={error && t(`account.push.errors.${error}`)} />
      </div>
    );
  };

  return (
    <form {...formProps} className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 font-semibold">{t('account.push.quietLegend')}</legend>
        <label className="flex items-start gap-3">
          <input type="checkbox" className="mt-1" {...field('quiet').input} />
          <span>
            <span className="font-medium">{t('account.push.quiet')}</span>
            <span className="block text-sm text-stone-600 dark:text-stone-400">{t('account.push.quietHint')}</span>
          </span>
        </label>
        {quiet && (
          <div className="flex flex-wrap gap-4">
            {timeField('quietStart', t('account.push.quietStart'))}
            {timeField('quietEnd', t('account.push.quietEnd'))}
          </div>
        )}
        <div>
          <label htmlFor={`${id}-zone`} className="block font-medium">
            {t('account.push.timeZone')}
          </label>
          <select id={`${id}-zone`} className="form-field" dir="ltr" {...field('timeZone').input}>
            {timeZoneChoices(form.getValues('timeZone')).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <SendButton sending={sending} label={t('account.push.save')} sendingLabel={t('account.push.saving')} />
      <FormNotice kind="success">{save.isSuccess ? t('account.push.saved') : null}</FormNotice>
      <FailureNotice failure={failure} lead={t('account.push.failed')} />
    </form>
  );
}
