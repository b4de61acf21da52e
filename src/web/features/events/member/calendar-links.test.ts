// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links';

const ENTRY = {
  title: 'Hookah night & tea',
  details: 'Mint tea, music',
  location: 'Rooftop, Nairobi',
  startsAt: '2027-06-12T16:00:00.000Z',
  endsAt: '2027-06-12T20:30:00.000Z',
};

describe('calendar links', () => {
  it('fills Google Calendar’s template with UTC times and encoded text', () => {
    const url = new URL(googleCalendarUrl(ENTRY));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20270612T160000Z/20270612T203000Z');
    expect(url.searchParams.get('text')).toBe('Hookah night & tea');
    expect(url.searchParams.get('location')).toBe('Rooftop, Nairobi');
  });

  it('fills Outlook’s compose address', () => {
    const url = new URL(outlookCalendarUrl(ENTRY));
    expect(url.hostname).toBe('outlook.live.com');
    expect(url.searchParams.get('startdt')).toBe('2027-06-12T16:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2027-06-12T20:30:00.000Z');
    expect(url.searchParams.get('subject')).toBe('Hookah night & tea');
  });
});
