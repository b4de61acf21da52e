// The away e-mails (docs/decisions/0025-away-notifications.md): per member, whether they want
// them, when they were last seen on the site (a request as a member, or a live socket open), and
// when the last one was sent. A row is made on first need: no row means e-mails on, never seen
// since the feature shipped, never sent one.
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const awayEmailStates = pgTable('away_email_state', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The member's switch in /account: on by default. */
  enabled: boolean('enabled').notNull().default(true),
  /** The member's last request or live socket, to the minute (AWAY_EMAILS.presenceWriteEverySeconds). */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  /** When the job last claimed this member for an e-mail: the next waits AWAY_EMAILS.atMostEveryHours. */
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  /** When the member last changed the switch. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
