// '23 hours, 5 minutes', '23 heures et 5 minutes', '23 ساعة و5 دقائق': a time span in the
// member's language from Intl's own units and list rules, so no locale file spells them.
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const formats = new Map<string, { hours: Intl.NumberFormat; minutes: Intl.NumberFormat; list: Intl.ListFormat }>();

function formatsOf(language: string) {
  let entry = formats.get(language);
  if (!entry) {
    entry = {
      hours: new Intl.NumberFormat(language, { style: 'unit', unit: 'hour', unitDisplay: 'long' }),
      minutes: new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'long' }),
      list: new Intl.ListFormat(language, { type: 'unit', style: 'long' }),
    };
    formats.set(language, entry);
  }
  return entry;
}

/** Whole hours and minutes, rounded up to the minute; at least one minute. */
export function durationText(ms: number, language: string): string {
  const totalMinutes = Math.max(1, Math.ceil(ms / MINUTE_MS));
  const hours = Math.floor((totalMinutes * MINUTE_MS) / HOUR_MS);
  const minutes = totalMinutes - hours * 60;
  const { hours: hourFormat, minutes: minuteFormat, list } = formatsOf(language);
  const parts = [hours > 0 ? hourFormat.format(hours) : null, minutes > 0 ? minuteFormat.format(minutes) : null];
  return list.format(parts.filter((part): part is string => part !== null));
}
