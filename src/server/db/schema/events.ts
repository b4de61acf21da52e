// Who is going to which event, and the e-mails owed about it (docs/decisions/0032-events.md).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EventNoticeKind, RsvpState } from '../../../shared/contracts/events';
import { memberKey, memberRef } from './auth';
import { createdAt, instant } from './columns';
import { events } from './site';

/** The event a row is about; the row goes with the event. */
const eventRef = () =>
  integer('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' });

/** One member's answer to one event: going, or waiting for a place (in `position` order). */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    id: serial('id').primaryKey(),
    eventId: eventRef(),
    memberId: memberRef('member_id'),
    state: text('state').$type<RsvpState>().notNull(),
    /** Order on the waiting list (first in line has the lowest); null once going. */
    position: integer('position'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('event_rsvps_event_member_unique').on(table.eventId, table.memberId),
    index('event_rsvps_member_idx').on(table.memberId),
    index('event_rsvps_event_state_position_idx').on(table.eventId, table.state, table.position),
    check('event_rsvps_state_check', sql`${table.state} in ('going', 'waiting')`),
  ],
);

/** An e-mail owed to a member about an event, sent by the event-notices job in their language. */
export const eventNotices = pgTable(
  'event_notices',
  {
    id: serial('id').primaryKey(),
    eventId: eventRef(),
    memberId: memberRef('member_id'),
    kind: text('kind').$type<EventNoticeKind>().notNull(),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (table) => [
    index('event_notices_unsent_idx')
      .on(table.id)
      .where(sql`${table.sentAt} is null`),
    index('event_notices_member_idx').on(table.memberId),
    check('event_notices_kind_check', sql`${table.kind} in ('cancelled', 'promoted', 'reminder', 'invited')`),
  ],
);

/**
 * The members who chose "Show me to my matches as going" (one switch for every event; off, and no
 * row, by default): their matches who chose it too see them among the members going to an event.
 */
export const eventMatchSharing = pgTable('event_match_sharing', {
  memberId: memberKey('member_id'),
  createdAt: createdAt(),
});
