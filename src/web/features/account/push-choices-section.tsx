// This device's choices (docs/decisions/0035-push-notifications.md): which news it hears about,
// private or named, and message words. Each device its own: a shared phone may stay private
// while a laptop names who wrote. One form, saved with its button.
import type { PushDevice } from '../../../shared/contracts/push';
import { FailureNotice, FormNotice } from '../../components/form/form-notice';
import { SendButton } from '../../components/form/send-button';
import { useTranslation } from '../../i18n/react';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useSaveDeviceChoices } from './api/push-api';
import { choicesFormValuesOf, choicesOf, pushChoicesFormSchema } from './push-choices-form';

const KINDS = [
  ['match', 'match'],
  ['message', 'message'],
  ['like', 'like'],
  ['eventReminder', 'event-reminder'],
] as const;

export function PushChoicesForm({ device }: { device: PushDevice }) {
  const { t } = useTranslation();
  const save = useSaveDeviceChoices(device.id);
  const { form, field, formProps, sending, failure } = useContractForm({
    schema: pushChoicesFormSchema,
    defaultValues: choicesFormValuesOf(device.choices),
    mutation: save,
    toVariables: choicesOf,
    successUntilEdit: true,
  });
  const privateMode = form.watch('privateMode');
  const checkbox = (name: 'privateMode' | 'showMessageText' | (typeof KINDS)[number][0], label: string, hint?: string) => (
    <div key={name}>
      <label className="flex items-start gap-3">
        <input type="checkbox" className="mt-1" {...field(name).input} disabled={name === 'showMessageText' && privateMode} />
        <span>
          <span className="font-medium">{label}</span>
          {hint && <span className="block text-sm text-stone-600 dark:text-stone-400">{hint}</span>}
        </span>
      </label>
    </div>
  );

  return (
    <form {...formProps} className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 font-semibold">{t('account.push.kindsLegend')}</legend>
        {KINDS.map(([name, kind]) => checkbox(name, t(`account.push.kinds.${kind}`)))}
      </fieldset>
      {checkbox('privateMode', t('account.push.privateMode'), t('account.push.privateHint'))}
      {checkbox('showMessageText', t('account.push.showMessageText'), t('account.push.showMessageTextHint'))}
      <SendButton sending={sending} label={t('account.push.saveChoices')} sendingLabel={t('account.push.saving')} />
      <FormNotice kind="success">{save.isSuccess ? t('account.push.choicesSaved') : null}</FormNotice>
      <FailureNotice failure={failure} lead={t('account.push.choicesFailed')} />
    </form>
  );
}
