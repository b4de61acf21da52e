// "2 hours ago", "yesterday", "il y a 3 jours": how long ago something happened, in the member's
// language, through Intl.RelativeTimeFormat (no translation of our own to keep in five languages).
import type { Language } from '../../../shared/constants';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

const formatters = new Map<Language, Intl.RelativeTimeFormat>();

function formatterFor(language: Language): Intl.RelativeTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) formatters.set(language, (formatter = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })));
  return formatter;
}

/** `iso` relative to `now`, in the largest whole unit that fits; under a minute is "now". */
export function formatRelativeTime(iso: string, now: Date, language: Language): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const elapsed = Math.abs(seconds);
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return formatterFor(language).format(Math.trunc(seconds / size), unit);
  }
  return formatterFor(language).format(0, 'second');
}
