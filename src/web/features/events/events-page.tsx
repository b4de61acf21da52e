import { CircleAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { ContentPage } from '../../components/ui/content-page';
import { EventSeriesCard, EventSeriesCardSkeleton } from './event-series-card';
import { useEvents } from './use-events';

const SERIES_COUNT = 3;

/**
 * `joinable`: the events a verified member may join (member/member-events.tsx), shown above the
 * series in place of the note on how to join them; visitors never load it.
 */
export function EventsPage({ joinable }: { joinable?: ReactNode }) {
  const { t } = useTranslation();
  const { state, retry } = useEvents();

  return (
    <ContentPage page="events" headerClassName="mb-10">
      {joinable}
      <section aria-label={t('events.seriesLabel')} aria-busy={state.status === 'loading'}>
        {state.status === 'error' ? (
          <div
            role="alert"
            className="flex min-h-[34rem] flex-col items-center justify-center rounded-2xl lg:min-h-[37rem] border border-red-300 bg-red-50 p-8 text-center text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
          >
            <CircleAlert aria-hidden="true" className="mb-4 size-10" />
            <p className="mb-2 font-semibold">{t('events.error')}</p>
            <p className="mb-6">{errorMessage(t, state.error)}</p>
            <button type="button" className="btn-primary" onClick={retry}>
              {t('events.retry')}
            </button>
          </div>
        ) : (
          <div className="grid gap-6 lg:grid-cols-3">
            {state.status === 'loading' ? (
              <>
                <p className="sr-only" role="status">
                  {t('events.loading')}
                </p>
                {Array.from({ length: SERIES_COUNT }, (_, index) => (
                  <EventSeriesCardSkeleton key={index} />
                ))}
              </>
            ) : (
              state.data.series.map((series) => <EventSeriesCard key={series.slug} series={series} />)
            )}
          </div>
        )}
      </section>

      {!joinable && (
        <aside
          aria-labelledby="rsvp-note"
          className="mt-10 flex gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-6 dark:border-amber-900 dark:bg-stone-900"
        >
          <ShieldCheck aria-hidden="true" className="size-8 shrink-0 text-amber-800 dark:text-amber-300" />
          <div>
            <h2 id="rsvp-note" className="mb-1 text-lg font-bold">
              {t('events.rsvp.title')}
            </h2>
            <p className="text-stone-800 dark:text-stone-200">{t('events.rsvp.text')}</p>
          </div>
        </aside>
      )}
    </ContentPage>
  );
}
