// One event a member may join (docs/decisions/0032-events.md): when and where (the city, and the
// venue once they are going), how far (a bucket), how many are going, which of their matches are
// going (when both chose to be shown), their own answer, and the
// calendar links. A Premium-only event tells a Basic member why they cannot go, and how to.
import { CalendarPlus, Crown, Download, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { MemberEvent } from '../../../../shared/contracts/member-events';
import { textIn } from '../../../../shared/event-text';
import { paths } from '../../../../shared/paths';
import { getEventCalendar } from '../../../../shared/routes/member-events';
import { useTranslation } from '../../../i18n/react';
import { urlOf } from '../../../lib/call-api';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { countryName } from '../country-name';
import { EventWhenWhere } from '../event-when-where';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links';
import { MatchesGoing } from './matches-going';
import { RsvpButton } from './rsvp-button';

const LINK = 'inline-flex min-h-11 items-center gap-2 font-semibold text-amber-900 underline underline-offset-4 dark:text-amber-200';

export function MemberEventCard({ event, isPremium }: { event: MemberEvent; isPremium: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = textIn(event.title, language);
  const headingId = `event-${event.id}-title`;
  const place = t('events.place', { city: event.city, country: countryName(event.country, language) });
  const entry = {
    title,
    details: textIn(event.description, language),
    location: [event.venue, place].filter(Boolean).join(', '),
    startsAt: event.startsAt,
    endsAt: event.endsAt,
  };
  const refused = event.audience === 'premium' && !isPremium;
  return (
    <article
      id={`event-${event.id}`}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        <span className="rounded-full bg-amber-100 px-3 py-1 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
          {t(`events.member.kinds.${event.kind}`)}
        </span>
        {event.audience === 'premium' && (
          <span className="inline-flex items-center gap-1 rounded-full bg-stone-900 px-3 py-1 text-amber-200 dark:bg-amber-200 dark:text-stone-900">
            <Crown aria-hidden="true" className="size-4" />
            {t('events.member.premiumOnly')}
          </span>
        )}
        {event.status === 'cancelled' && (
          <span className="rounded-full bg-red-100 px-3 py-1 text-red-900 dark:bg-red-950 dark:text-red-100">
            {t('events.member.cancelled')}
          </span>
        )}
      </div>
      <h3 id={headingId} className="text-xl font-bold">
        <Link to={paths.event(event.id)} className="underline-offset-4 hover:underline">
          {title}
        </Link>
      </h3>
      <EventWhenWhere
        startsAt={event.startsAt}
        timeZone={event.timeZone}
        place={`${place} · ${t(`events.member.distance.${event.distance}`)}`}
      />
      {event.venue && (
        <p className="rounded-xl bg-amber-50 p-3 dark:bg-stone-800">
          <span className="font-semibold">{t('events.member.venue')}</span> {event.venue}
        </p>
      )}
      <p className="flex items-center gap-2 text-stone-700 dark:text-stone-300">
        <Users aria-hidden="true" className="size-4 shrink-0" />
        {t('events.member.going', {
          going: formatNumber(event.goingCount, language),
          capacity: formatNumber(event.capacity, language),
        })}
      </p>
      <MatchesGoing eventId={event.id} matches={event.matchesGoing} />
      {textIn(event.description, language) && <p className="leading-7 text-stone-700 dark:text-stone-300">{entry.details}</p>}
      {event.myState === 'going' && <p className="font-semibold text-green-800 dark:text-green-300">{t('events.member.youAreGoing')}</p>}
      {event.myState === 'waiting' && event.waitingPosition !== null && (
        <p className="font-semibold">{t('events.member.youAreWaiting', { position: formatNumber(event.waitingPosition, language) })}</p>
      )}
      {refused && event.myState === null ? (
        <div className="rounded-xl border border-amber-300 p-3 dark:border-amber-800">
          <p className="mb-2">{t('events.member.premiumOnlyWhy')}</p>
          <Link className="btn-primary" to={paths.pricing}>
            {t('events.member.upgrade')}
          </Link>
        </div>
      ) : (
        event.status === 'published' && <RsvpButton event={event} />
      )}
      {event.status === 'published' && (
        <div className="flex flex-wrap gap-x-5 border-t border-stone-200 pt-2 dark:border-stone-800">
          <a className={LINK} href={urlOf(getEventCalendar, { params: { id: event.id } })} download>
            <Download aria-hidden="true" className="size-4" />
            {t('events.member.ics')}
          </a>
          <a className={LINK} href={googleCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('events.member.google')}
          </a>
          <a className={LINK} href={outlookCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('events.member.outlook')}
          </a>
        </div>
      )}
    </article>
  );
}
