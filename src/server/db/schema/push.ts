// Push notifications (docs/decisions/0035-push-notifications.md): each device a member allowed
// (its push service's address, the keys that encrypt for it, and what it wants to hear), the
// member's quiet hours, and the notices owed to each device, sent by the push-notices job once
// across all servers.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { memberKey, memberRef, users } from './auth';
import { createdAt, instant, updatedAt } from './columns';

export const pushSubscriptions = pgTable(
  'push_subscription',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef('member_id'),
    /** The push service's address for this device: https, and one of the known services in production. */
    endpoint: text('endpoint').notNull().unique(),
    /** The device's public key (P-256, base64url) and its auth secret (16 bytes, base64url), RFC 8291. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** A short name of the browser and system ("Chrome on Android"), for the member's list. */
    deviceLabel: text('device_label').notNull().default(''),
    createdAt: createdAt(),
    lastSuccessAt: instant('last_success_at'),
    /** This device's choices: the kinds it hears about (all on by default). */
    newMatch: boolean('new_match').notNull().default(true),
    newMessage: boolean('new_message').notNull().default(true),
    newLike: boolean('new_like').notNull().default(true),
    eventReminder: boolean('event_reminder').notNull().default(true),
    /** Private: "Something new on Sahel Hearts", no name. The default, as devices are often shared. */
    privateMode: boolean('private_mode').notNull().default(true),
    /** The message's words in the notification: off unless the member turns it on here (and not private). */
    showMessageText: boolean('show_message_text').notNull().default(false),
  },
  (table) => [index('push_subscription_member_idx').on(table.memberId)],
);

export const pushSettings = pgTable(
  'push_settings',
  {
    memberId: memberKey('member_id'),
    /** Minutes after midnight in `time_zone`; both null: no quiet hours. */
    quietStart: smallint('quiet_start'),
    quietEnd: smallint('quiet_end'),
    timeZone: text('time_zone').notNull().default('UTC'),
    updatedAt: updatedAt(),
  },
  (table) => [check('push_settings_quiet_check', sql`(${table.quietStart} is null) = (${table.quietEnd} is null)`)],
);

export const pushNotices = pgTable(
  'push_notice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef('member_id'),
    /** One row per device: a retry sends again only where sending failed. */
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'match' | 'message' | 'like' | 'event-reminder'>().notNull(),
    /** The conversation (match and message), or the event (reminder); null for a like. */
    subjectId: integer('subject_id'),
    /** Who did it (the match or the writer); null for a like, whose liker stays unnamed. Goes with them. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The message, read at sending time only if the member shows message texts. */
    messageId: bigint('message_id', { mode: 'number' }),
    createdAt: createdAt(),
    /** Claimed by a run of the job: set before sending, cleared again when sending failed. */
    claimedAt: instant('claimed_at'),
    attempts: smallint('attempts').notNull().default(0),
    /**
     * Due inside the member's quiet hours and kept for the one summary sent when they end, if
     * still unread then (a match or a message only).
     */
    held: boolean('held').notNull().default(false),
  },
  (table) => [
    index('push_notice_unclaimed_idx')
      .on(table.id)
      .where(sql`${table.claimedAt} is null and not ${table.held}`),
    index('push_notice_held_idx')
      .on(table.subscriptionId)
      .where(sql`${table.held}`),
    index('push_notice_member_idx').on(table.memberId),
    index('push_notice_subscription_idx').on(table.subscriptionId),
    check('push_notice_kind_check', sql`${table.kind} in ('match', 'message', 'like', 'event-reminder')`),
  ],
);
