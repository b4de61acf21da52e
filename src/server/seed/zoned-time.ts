// Wall-clock time in a named time zone to an instant, with daylight saving, using only Intl.

/** Minutes the zone is ahead of UTC at `instant` (e.g. -300 for New York in winter). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wallClock = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((wallClock - Math.floor(instant / 60000) * 60000) / 60000);
}

/** The instant when clocks in `timeZone` show year-month-day hour:00 (month 0-based). */
export function zonedTime(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const asIfUtc = Date.UTC(year, month, day, hour);
  const first = asIfUtc - offsetMinutes(asIfUtc, timeZone) * 60000;
  // Near a daylight-saving change the offset at the result can differ from the first guess.
  return new Date(asIfUtc - offsetMinutes(first, timeZone) * 60000);
}
