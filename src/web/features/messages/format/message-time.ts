// When messages were written, in the member's language and time zone, through Intl: the time of
// each message, the day separators of a conversation (Today, Yesterday, then the date), and the
// list's short time (a time today, Yesterday, a weekday this week, else the date).
import type { Language } from '../../../../shared/constants';
import type { TFunction } from '../../../i18n/translator';

const DAY_MS = 86_400_000;

// Building an Intl formatter costs far more than using one (lib/format.ts): one per language and kind.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(language, options)));
  return found;
}

/** The local calendar day of an instant, as a key that is equal for the same day. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** Calendar days between the local days of `iso` and `now` (0: the same day, 1: the day before). */
function daysBefore(iso: string, now: number): number {
  const date = new Date(iso);
  const today = new Date(now);
  const start = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  return Math.round((start(today) - start(date)) / DAY_MS);
}

const sameYear = (iso: string, now: number) => new Date(iso).getFullYear() === new Date(now).getFullYear();

/** "14:05", "2:05 PM": a message's time. */
export function formatMessageTime(iso: string, language: Language): string {
  return formatter(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** A conversation's day separator: Today, Yesterday, "Monday 3 June" (with the year when not this one). */
export function formatDayLabel(iso: string, now: number, language: Language, t: TFunction): string {
  const days = daysBefore(iso, now);
  if (days === 0) return t('conversations.day.today');
  if (days === 1) return t('conversations.day.yesterday');
  return formatter(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(sameYear(iso, now) ? {} : { year: 'numeric' }),
  }).format(new Date(iso));
}

/** The list's time of a conversation's last message: short, and more precise the more recent. */
export function formatListTime(iso: string, now: number, language: Language, t: TFunction): string {
  const days = daysBefore(iso, now);
  if (days <= 0) return formatMessageTime(iso, language);
  if (days === 1) return t('conversations.day.yesterday');
  if (days < 7) return formatter(language, { weekday: 'short' }).format(new Date(iso));
  return formatter(language, { day: 'numeric', month: 'short', ...(sameYear(iso, now) ? {} : { year: 'numeric' }) }).format(new Date(iso));
}
