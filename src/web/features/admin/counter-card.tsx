// One counter on the admin dashboard: its live count, its override, what the public sees, and a
// form to set or clear the override. A refused value never reaches the server; what was typed
// stays in the field on any failure.
import { useId } from 'react';
import { COUNTER_FALLBACKS, type CounterName } from '../../../shared/constants';
import type { AdminCounters } from '../../../shared/contracts/admin-counters';
import { toast } from '../../components/ui/toaster';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useSaveCounterOverride } from './api/admin-counters-api';
import { AdminField, describedByOf } from './admin-field';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { MAX_OVERRIDE, overrideForm } from './override-value';
import { SendButton } from '../../components/form/send-button';

interface CounterCardProps {
  name: CounterName;
  counter: AdminCounters[CounterName];
}

/** The figure the landing page shows (as src/server/modules/counters/service.ts decides it). */
function publicFigure(name: CounterName, { live, override }: AdminCounters[CounterName]): number {
  if (override !== null) return override;
  return live > 0 ? live : COUNTER_FALLBACKS[name];
}

export function CounterCard({ name, counter }: CounterCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const save = useSaveCounterOverride();
  const label = t(`admin.counters.${name}`);
  const inputId = `${id}-input`;
  const { form, field, formProps, sending } = useContractForm({
    schema: overrideForm,
    defaultValues: { value: counter.override === null ? '' : String(counter.override) },
    mutation: save,
    toVariables: ({ value }) => ({ name, value }),
    onSuccess: (counters) => {
      const saved = counters[name].override;
      // What the server holds, written plainly (Eastern Arabic digits become 0-9).
      form.setValue('value', saved === null ? '' : String(saved));
      toast({ title: t('admin.toast.successTitle'), description: t('admin.toast.saved', { counter: label }) });
    },
    // What was typed stays for another try.
    onError: () => toast({ title: t('admin.toast.errorTitle'), description: t('admin.toast.failed'), variant: 'destructive' }),
  });
  const value = field('value');
  const error = value.error;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id={`${id}-title`} className="mb-4 text-xl font-bold">
        {label}
      </h2>
      <dl className="mb-5 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt className="text-stone-700 dark:text-stone-300">{t('admin.card.live')}</dt>
        <dd className="text-end text-2xl font-extrabold tabular-nums">{formatNumber(counter.live, language)}</dd>
        <dt className="text-stone-700 dark:text-stone-300">{t('admin.card.override')}</dt>
        <dd className="text-end font-semibold tabular-nums">
          {counter.override === null ? t('admin.card.none') : formatNumber(counter.override, language)}
        </dd>
        <dt className="text-stone-700 dark:text-stone-300">{t('admin.card.public')}</dt>
        <dd className="text-end font-semibold tabular-nums">{formatNumber(publicFigure(name, counter), language)}</dd>
      </dl>
      <form {...formProps} className="mt-auto space-y-3">
        <AdminField
          id={inputId}
          label={t('admin.card.input', { counter: label })}
          hint={t('admin.card.hint')}
          error={error && t(`admin.card.errors.${error}`, { max: formatNumber(MAX_OVERRIDE, language) })}
        >
          <input
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            {...value.input}
            maxLength={16}
            className="form-field tabular-nums"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedByOf(inputId, { hint: true, error: error !== undefined })}
          />
        </AdminField>
        <SendButton sending={sending} label={t('admin.card.save')} sendingLabel={t('admin.card.saving')} wide />
      </form>
    </section>
  );
}
