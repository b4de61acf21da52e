import { Clock, Drum, Flame, Users } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import type { EventSeries, EventSeriesView } from '../../../shared/contracts/events';
import { countryName } from './country-name';
import { EventWhenWhere } from './event-when-where';

const SERIES_ICONS: Record<EventSeries, typeof Flame> = {
  'hookah-gatherings': Flame,
  'heritage-festivals': Drum,
  'community-meetups': Users,
};

/**
 * Cards and their loading placeholders share this minimum height, measured from the seeded texts
 * in all five languages, so that little moves when the data arrives (docs/targets.md S3).
 */
export const CARD_CLASS =
  'flex min-h-[34rem] flex-col rounded-2xl lg:min-h-[37rem] border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900';

export function EventSeriesCard({ series }: { series: EventSeriesView }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const Icon = SERIES_ICONS[series.slug];
  const headingId = `series-${series.slug}`;
  return (
    <article aria-labelledby={headingId} className={CARD_CLASS}>
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 id={headingId} className="mb-2 text-xl font-bold">
        {series.title[language]}
      </h2>
      <p className="mb-4 flex items-center gap-2 text-sm font-semibold text-amber-900 dark:text-amber-200">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {series.schedule[language]}
      </p>
      <p className="mb-6 leading-7 text-stone-700 dark:text-stone-300">{series.description[language]}</p>
      <div className="mt-auto border-t border-stone-200 pt-4 dark:border-stone-800">
        <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-stone-700 dark:text-stone-300">{t('events.upcoming')}</h3>
        {series.upcoming.length === 0 ? (
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('events.noDates')}</p>
        ) : (
          <ul className="space-y-3">
            {series.upcoming.map((occurrence) => (
              <li key={occurrence.id} className="text-sm">
                <EventWhenWhere
                  startsAt={occurrence.startsAt}
                  timeZone={occurrence.timeZone}
                  place={t('events.place', { city: occurrence.city, country: countryName(occurrence.country, language) })}
                  dateClassName="font-medium"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

/** Same box as a card: keeps the page from shifting (docs/targets.md S3, CLS <= 0.05). */
export function EventSeriesCardSkeleton() {
  return (
    <div aria-hidden="true" className={`${CARD_CLASS} animate-pulse motion-reduce:animate-none`}>
      <span className="mb-4 size-12 rounded-full bg-stone-200 dark:bg-stone-800" />
      <span className="mb-3 h-6 w-2/3 rounded bg-stone-200 dark:bg-stone-800" />
      <span className="mb-6 h-4 w-1/2 rounded bg-stone-200 dark:bg-stone-800" />
      <span className="mb-2 h-4 w-full rounded bg-stone-200 dark:bg-stone-800" />
      <span className="mb-2 h-4 w-full rounded bg-stone-200 dark:bg-stone-800" />
      <span className="h-4 w-3/4 rounded bg-stone-200 dark:bg-stone-800" />
    </div>
  );
}
