import { z } from 'zod';

/**
 * A time in an answer: JSON has no dates, so the server sends `Date.toISOString()` (UTC, with
 * milliseconds and a Z) and the browser makes a Date of it where it needs one.
 */
export const isoTime = z.iso.datetime();
