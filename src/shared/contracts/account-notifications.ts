import { z } from 'zod';

// E-mails announcing new matches and messages to members who are away, and the switch that turns
// them off in /account (docs/decisions/0025-away-notifications.md).

/** Every number of the away e-mails, in one place: the job, the presence record and the decision read these. */
export const AWAY_EMAILS = {
  /** A member with no request and no live socket for this long is away. */
  awayAfterMinutes: 15,
  /** At most one e-mail per member in this time: everything new meanwhile waits for the next one. */
  atMostEveryHours: 4,
  /** A message or match older than this that was never announced is no longer news (and the job reads no further back). */
  newsWithinHours: 12,
  /** Senders named in an e-mail; more are counted ("and 2 others"). */
  namesShown: 3,
  /** A member's last-seen time is written at most this often per server (and open sockets refreshed at each run). */
  presenceWriteEverySeconds: 60,
  /** Members claimed, then mailed, at a time: a server that stops mid-run loses at most these e-mails. */
  batchSize: 50,
} as const;

/** The one field for the switch: whether the member wants these e-mails. */
export const awayEmailsField = z.boolean();

/** GET and PUT /api/account/notifications: the member's e-mail announcements setting. */
export const notificationSettings = z.strictObject({ awayEmails: awayEmailsField });
export type NotificationSettings = z.infer<typeof notificationSettings>;
