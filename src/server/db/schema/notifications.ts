// The away e-mails (docs/decisions/0025-away-notifications.md): per member, whether they want
// them, when they were last seen on the site (a request as a member, or a live socket open), and
// when the last one was sent. A row is made on first need: no row means e-mails on, never seen
// since the feature shipped, never sent one.
import { boolean, pgTable } from 'drizzle-orm/pg-core';
import { memberKey } from './auth';
import { instant, updatedAt } from './columns';

export const awayEmailStates = pgTable('away_email_state', {
  userId: memberKey('user_id'),
  /** The member's switch in /account: on by default. */
  enabled: boolean('enabled').notNull().default(true),
  /** The member's last request or live socket, to the minute (AWAY_EMAILS.presenceWriteEverySeconds). */
  lastSeenAt: instant('last_seen_at'),
  /** When the job last claimed this member for an e-mail: the next waits AWAY_EMAILS.atMostEveryHours. */
  lastSentAt: instant('last_sent_at'),
  /** When the member last changed the switch. */
  updatedAt: updatedAt(),
});
