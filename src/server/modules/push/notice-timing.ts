// How long notices wait and are tried (docs/decisions/0035-push-notifications.md), shared by the
// single notices (send-notices.ts) and the summaries at the end of quiet hours (quiet-summaries.ts).
import { sql } from 'drizzle-orm';

/** Attempts before a notice is given up. */
export const MAX_ATTEMPTS = 5;
/** A notice older than this is no longer news, and is dropped. */
export const STALE_MS = 60 * 60 * 1000;
/** A notice held for the end of quiet hours older than this is dropped: quiet hours never last a day. */
export const HELD_STALE_MS = 24 * 60 * 60 * 1000;
/** A claim older than this belongs to a run that stopped: the notice may be claimed again. */
export const CLAIM_TIMEOUT_MS = 5 * 60 * 1000;
/** How long a push service may keep a notification for a device that is off. */
export const TTL_SECONDS = 6 * 60 * 60;

export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
