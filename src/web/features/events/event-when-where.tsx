// When and where an event happens, as every event card shows it: the start in the event's own time
// zone, then its place (docs/decisions/0032-events.md).
import { CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

interface EventWhenWhereProps {
  startsAt: string;
  timeZone: string;
  /** The city and country, and whatever the card adds to them (the member's distance). */
  place: ReactNode;
  /** The date's own weight: a list of dates sets it apart from its place. */
  dateClassName?: string;
}

export function EventWhenWhere({ startsAt, timeZone, place, dateClassName = '' }: EventWhenWhereProps) {
  const language = useLanguage();
  return (
    <>
      <p className={`flex items-center gap-2 ${dateClassName}`}>
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-amber-800 dark:text-amber-300" />
        <time dateTime={startsAt}>{formatDateTime(startsAt, language, timeZone)}</time>
      </p>
      <p className="flex items-center gap-2 text-stone-700 dark:text-stone-300">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {place}
      </p>
    </>
  );
}
