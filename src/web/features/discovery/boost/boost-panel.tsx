// Premium's boost: one 24-hour boost every 7 days (DISCOVERY_LIMITS), with the time left shown
// while it runs and the day the next one opens (POST /api/discovery/boost).
import { Rocket } from 'lucide-react';
import { memo, useState } from 'react';
import type { BoostState } from '../../../../shared/contracts/discovery';
import { DISCOVERY_LIMITS } from '../../../../shared/constants';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { boostStateIn, useStartBoost } from '../api/discovery-api';
import { durationText } from '../duration-text';
import { useNow } from './use-now';

const MINUTE_MS = 60_000;

/** Memoised: it does not change with the deck, which renders on every swipe. */
export const BoostPanel = memo(function BoostPanel({ boost }: { boost: BoostState }) {
  const { t } = useTranslation();
  const language = useLanguage();
  /** The server's answer to a boost, with when it came (the clock below ticks once a minute). */
  const [answered, setAnswered] = useState<{ state: BoostState; at: number } | null>(null);
  const boosting = useStartBoost();
  const starting = boosting.isPending;
  const error = boosting.error;
  const now = Math.max(useNow(MINUTE_MS), answered?.at ?? 0);
  const state = answered?.state ?? boost;
  const activeLeft = state.activeUntil ? Date.parse(state.activeUntil) - now : 0;

  const start = () =>
    boosting.send(undefined, {
      onSuccess: (started) => setAnswered({ state: started, at: Date.now() }),
      onError: (caught) => {
        const stored = boostStateIn(caught);
        if (stored) setAnswered({ state: stored, at: Date.now() });
      },
    });

  const hours = formatNumber(DISCOVERY_LIMITS.boostHours, language);
  const days = formatNumber(DISCOVERY_LIMITS.boostEveryDays, language);
  let body;
  if (activeLeft > 0) {
    body = <p className="font-semibold">{t('discovery.boost.active', { time: durationText(activeLeft, language) })}</p>;
  } else if (state.available) {
    body = (
      <button type="button" className="btn-primary" disabled={starting} onClick={start}>
        <Rocket aria-hidden="true" className="size-4" />
        {starting ? t('discovery.boost.starting') : t('discovery.boost.start', { hours })}
      </button>
    );
  } else {
    body = state.nextAvailableAt ? <p>{t('discovery.boost.nextAt', { date: formatDateTime(state.nextAvailableAt, language) })}</p> : null;
  }

  return (
    <section
      aria-labelledby="boost-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-stone-900 dark:border-amber-900 dark:bg-stone-900 dark:text-stone-100"
    >
      <div className="min-w-0 flex-1 basis-64">
        <h2 id="boost-title" className="flex items-center gap-2 font-bold">
          <Rocket aria-hidden="true" className="size-4 text-amber-800 dark:text-amber-300" />
          {t('discovery.boost.title')}
        </h2>
        <p className="text-sm text-stone-700 dark:text-stone-300">{t('discovery.boost.text', { hours, days })}</p>
      </div>
      <div role="status">{body}</div>
      {error !== null && (
        <div className="basis-full">
          <FormNotice kind="error">{errorMessage(t, error)}</FormNotice>
        </div>
      )}
    </section>
  );
});
