// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldLine, writeCalendar } from './ics';

describe('the calendar file', () => {
  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(escapeIcsText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds long lines at 75 octets without cutting a character in two', () => {
    const folded = foldLine(`SUMMARY:${'ሰላም'.repeat(30)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(`SUMMARY:${'ሰላም'.repeat(30)}`);
  });

  it('writes one VEVENT in UTC with CRLF endings', () => {
    const text = writeCalendar({
      uid: 'event-7@sahelhearts',
      title: 'Heritage festival; Paris',
      description: 'Music, food',
      location: 'Parc de la Villette, Paris',
      startsAt: new Date('2027-06-12T12:00:00Z'),
      endsAt: new Date('2027-06-12T18:30:00Z'),
      stampedAt: new Date('2027-06-01T08:00:00.123Z'),
      url: 'https://sahelhearts.example/events#event-7',
      cancelled: false,
    });
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Sahel Hearts//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:event-7@sahelhearts',
      'DTSTAMP:20270601T080000Z',
      'DTSTART:20270612T120000Z',
      'DTEND:20270612T183000Z',
      'SUMMARY:Heritage festival\\; Paris',
      'DESCRIPTION:Music\\, food',
      'LOCATION:Parc de la Villette\\, Paris',
      'URL:https://sahelhearts.example/events#event-7',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
