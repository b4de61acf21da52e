import { CalendarDays, HeartHandshake, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { COUNTER_NAMES, type CounterName } from '../../../shared/constants';
import type { PublicCounters } from '../../../shared/contracts/counters';
import { formatNumber } from '../../lib/format';
import { getCounters } from './api/get-counters';
import { LandingSection } from './landing-section';
import { useLanguage } from '../../lib/use-language';

const ICONS = { verified: ShieldCheck, matches: HeartHandshake, events: CalendarDays } as const;

type CountersState = { status: 'loading' } | { status: 'ready'; counters: PublicCounters } | { status: 'error' };

function isCounters(value: unknown): value is PublicCounters {
  const record = value as Record<string, { value?: unknown } | undefined> | null;
  return COUNTER_NAMES.every((name) => typeof record?.[name]?.value === 'number');
}

export function LiveCountersSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [state, setState] = useState<CountersState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getCounters(controller.signal)
      .then((counters) => {
        if (!controller.signal.aborted) setState(isCounters(counters) ? { status: 'ready', counters } : { status: 'error' });
      })
      .catch(() => {
        // The figures are decoration: a failure leaves the labels and a note, never an error screen.
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, []);

  const figure = (name: CounterName) => {
    if (state.status === 'ready') return t('landing.counters.value', { value: formatNumber(state.counters[name].value, language) });
    if (state.status === 'error') return null;
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('common.actions.loading')}</span>
      </>
    );
  };

  return (
    <LandingSection id="community" title={t('landing.counters.title')} band="stone">
      {/* Fixed heights: the numbers arrive after first paint and must not move anything. */}
      <ul aria-busy={state.status === 'loading'} className="grid gap-4 sm:grid-cols-3">
        {COUNTER_NAMES.map((name) => {
          const Icon = ICONS[name];
          return (
            <li
              key={name}
              className="flex min-h-36 flex-col items-center justify-center rounded-3xl border border-stone-200 bg-white p-6 text-center dark:border-stone-700 dark:bg-stone-950"
            >
              <Icon aria-hidden="true" className="size-7 text-amber-800 dark:text-amber-300" />
              <span className="mt-2 block h-10 text-4xl leading-10 font-extrabold tabular-nums text-stone-900 dark:text-stone-50">
                {figure(name)}
              </span>
              <span className="mt-1 block text-stone-700 dark:text-stone-300">{t(`landing.counters.labels.${name}`)}</span>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 min-h-6 text-center text-sm text-stone-700 dark:text-stone-300" role="status">
        {state.status === 'error' ? t('landing.counters.unavailable') : ''}
      </p>
    </LandingSection>
  );
}
