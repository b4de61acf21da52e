// A one-event iCalendar file (RFC 5545), written here rather than with a library: one VEVENT with
// UTC times needs no time-zone blocks, and the rules that matter are few and tested: text escaped
// (backslash, semicolon, comma, newline), lines folded at 75 octets, CRLF endings
// (docs/decisions/0032-events.md, "Calendar").

export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  /** Venue and city when the member is going; the city alone otherwise. */
  location: string;
  startsAt: Date;
  endsAt: Date;
  stampedAt: Date;
  url: string;
  cancelled: boolean;
}

/** TEXT value escaping (RFC 5545 3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** `20261205T160000Z`. */
export function icsUtcTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function writeCalendar(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sahel Hearts//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtcTime(event.stampedAt)}`,
    `DTSTART:${icsUtcTime(event.startsAt)}`,
    `DTEND:${icsUtcTime(event.endsAt)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
