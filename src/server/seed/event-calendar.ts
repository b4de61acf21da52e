// Dated demo occurrences, planned relative to `now` on a fixed calendar: a given Friday always
// gets the same city and hour whatever day the seed runs, so seeding again later only adds
// the weeks that have come into the window (see seedEvents).
import type { EventSeries } from '../../shared/contracts/events';
import { zonedTime } from './zoned-time';
import { type EventCity, FESTIVAL_CITIES, HOOKAH_CITIES, MEETUP_CITIES } from './event-cities';

export interface PlannedOccurrence {
  series: EventSeries;
  city: string;
  country: string;
  timeZone: string;
  startsAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** How far back the demo history reaches and how far ahead it announces, per series. */
export const EVENT_WINDOWS = {
  'hookah-gatherings': { pastWeeks: 78, aheadWeeks: 4 },
  'community-meetups': { pastWeeks: 52, aheadWeeks: 4 },
  'heritage-festivals': { pastMonths: 24, aheadMonths: 3 },
} as const;

function atLocalTime(year: number, month: number, day: number, hour: number, place: EventCity): Date {
  // 19:00 in Minneapolis is 01:00 UTC on Saturday in winter, 00:00 in summer.
  return zonedTime(year, month, day, hour, place.timeZone);
}

function pick(cities: readonly EventCity[], index: number): EventCity {
  return cities[((index % cities.length) + cities.length) % cities.length] as EventCity;
}

/** One occurrence per week on `weekday` (0 = Sunday) at `hour` local time, within the window. */
function planWeekly(
  series: EventSeries,
  cities: readonly EventCity[],
  options: { weekday: number; hour: number; now: Date; pastWeeks: number; aheadWeeks: number },
): PlannedOccurrence[] {
  const from = options.now.getTime() - options.pastWeeks * WEEK_MS;
  const to = options.now.getTime() + options.aheadWeeks * WEEK_MS;
  const planned: PlannedOccurrence[] = [];
  // Start a day early: a UTC-8 evening falls on the next UTC day.
  for (let dayStart = Math.floor(from / DAY_MS) * DAY_MS - DAY_MS; dayStart <= to; dayStart += DAY_MS) {
    const day = new Date(dayStart);
    if (day.getUTCDay() !== options.weekday) continue;
    const place = pick(cities, Math.floor(dayStart / WEEK_MS));
    const startsAt = atLocalTime(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), options.hour, place);
    if (startsAt.getTime() < from || startsAt.getTime() > to) continue;
    planned.push({ series, city: place.city, country: place.country, timeZone: place.timeZone, startsAt });
  }
  return planned;
}

/** The second Saturday of each month at 14:00 local: a daytime festival, not a late night. */
function planMonthlyFestivals(now: Date, pastMonths: number, aheadMonths: number): PlannedOccurrence[] {
  const planned: PlannedOccurrence[] = [];
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - pastMonths);
  const to = new Date(now);
  to.setUTCMonth(to.getUTCMonth() + aheadMonths);
  for (let monthIndex = thisMonth - pastMonths - 1; monthIndex <= thisMonth + aheadMonths; monthIndex += 1) {
    const year = Math.floor(monthIndex / 12);
    const month = monthIndex % 12;
    const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
    const secondSaturday = 1 + ((6 - firstWeekday + 7) % 7) + 7;
    const place = pick(FESTIVAL_CITIES, monthIndex);
    const startsAt = atLocalTime(year, month, secondSaturday, 14, place);
    if (startsAt < from || startsAt > to) continue;
    planned.push({ series: 'heritage-festivals', city: place.city, country: place.country, timeZone: place.timeZone, startsAt });
  }
  return planned;
}

/** Every demo occurrence around `now`: Friday hookah nights, monthly festivals, Sunday meetups. */
export function planEventOccurrences(now: Date): PlannedOccurrence[] {
  const hookah = EVENT_WINDOWS['hookah-gatherings'];
  const meetups = EVENT_WINDOWS['community-meetups'];
  const festivals = EVENT_WINDOWS['heritage-festivals'];
  return [
    ...planWeekly('hookah-gatherings', HOOKAH_CITIES, { weekday: 5, hour: 19, now, ...hookah }),
    ...planMonthlyFestivals(now, festivals.pastMonths, festivals.aheadMonths),
    ...planWeekly('community-meetups', MEETUP_CITIES, { weekday: 0, hour: 15, now, ...meetups }),
  ];
}
