// Quiet hours (docs/decisions/0035-push-notifications.md): between two times of the member's own
// day, in their own time zone, nothing is sent; the matches and messages still unread when they
// end are summed up in one notification then (quiet-summaries.ts).
import { localTimeOf } from '../../../shared/zoned-time';

/** `HH:MM` as minutes after midnight. */
export const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** `minutes` after midnight as `HH:MM`. */
export const timeOfMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Whether `now` falls in the quiet hours from `start` to `end` (minutes after midnight) in
 * `timeZone`. The start is in, the end is out; a start after the end spans midnight (22:00-07:00);
 * equal times mean none.
 */
export function inQuietHours(now: Date, quiet: { start: number; end: number } | null, timeZone: string): boolean {
  if (!quiet || quiet.start === quiet.end) return false;
  const local = minutesOf(localTimeOf(now, timeZone).slice(11));
  return quiet.start < quiet.end ? local >= quiet.start && local < quiet.end : local >= quiet.start || local < quiet.end;
}
