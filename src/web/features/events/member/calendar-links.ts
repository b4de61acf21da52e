// "Add to Google Calendar" and "Add to Outlook" links for an event (docs/decisions/0032-events.md):
// each service's documented template address, with the times in UTC so no zone is guessed.

export interface CalendarEntry {
  title: string;
  details: string;
  location: string;
  startsAt: string;
  endsAt: string;
}

/** `2027-06-12T12:00:00.000Z` → `20270612T120000Z`. */
const compactUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function googleCalendarUrl(entry: CalendarEntry): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${compactUtc(entry.startsAt)}/${compactUtc(entry.endsAt)}`,
    details: entry.details,
    location: entry.location,
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

export function outlookCalendarUrl(entry: CalendarEntry): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    startdt: new Date(entry.startsAt).toISOString(),
    enddt: new Date(entry.endsAt).toISOString(),
    body: entry.details,
    location: entry.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query}`;
}
