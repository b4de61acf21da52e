// Wall-clock times at a venue and the instants they name, with the platform's time-zone data
// (Intl) and no library: events are entered and shown in their venue's IANA zone
// (docs/decisions/0032-events.md).

const HALF_DAY_MS = 12 * 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant of a wall-clock time `YYYY-MM-DDTHH:mm` in `timeZone`. A time a clock change skips
 * is read with the offset before the change (02:30 on a spring-forward night is 03:30); one it
 * repeats is its first occurrence.
 */
export function instantOf(local: string, timeZone: string): Date {
  const [date = '', time = ''] = local.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const naive = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const before = naive - offsetAt(new Date(naive - HALF_DAY_MS), timeZone);
  const after = naive - offsetAt(new Date(naive + HALF_DAY_MS), timeZone);
  const matching = [before, after].filter((candidate) => localTimeOf(new Date(candidate), timeZone) === local);
  return new Date(matching.length > 0 ? Math.min(...matching) : before);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `instant` as the wall-clock time `YYYY-MM-DDTHH:mm` in `timeZone`. */
export function localTimeOf(instant: Date, timeZone: string): string {
  const wall = wallClock(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}
