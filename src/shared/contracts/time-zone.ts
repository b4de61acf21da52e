// An IANA time zone the platform knows ('Africa/Dakar', 'UTC'): an event's venue's
// (docs/decisions/0032-events.md) and a member's, in which their quiet hours are read.
import { z } from 'zod';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

export const timeZoneName = z.string().min(1).max(64).refine(isTimeZone, { message: 'time_zone' });
