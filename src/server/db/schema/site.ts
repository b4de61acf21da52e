// Tables of the public site. Later domains (members, matches, messages) get their own modules
// beside this one and are re-exported from ./index.ts.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContactStatus } from '../../../shared/contracts/admin-contact';
import type { EventAudience, EventKind, EventStatus, LocalizedText } from '../../../shared/contracts/events';
import { keptMemberRef } from './auth';
import { createdAt, instant, updatedAt } from './columns';

/** Calendar of the community: one row per series (starts_at null) or per dated occurrence. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    /** The kind: one of the spec's three series, or 'other' (docs/decisions/0032-events.md). */
    series: text('series').$type<EventKind>().notNull(),
    /** Set on the row that describes the series; null on its dated occurrences. */
    slug: text('slug'),
    /** All five languages on a series row; any of them on an admin's event (docs/decisions/0032-events.md). */
    title: jsonb('title').$type<Partial<LocalizedText>>(),
    schedule: jsonb('schedule').$type<LocalizedText>(),
    description: jsonb('description').$type<Partial<LocalizedText>>(),
    city: text('city'),
    country: text('country'),
    /** IANA zone of the venue, so times show as local wall-clock time ('Friday 7:00 PM'). */
    timeZone: text('time_zone'),
    startsAt: instant('starts_at'),
    /** Shown only to members who are going (docs/decisions/0032-events.md). */
    venue: text('venue'),
    endsAt: instant('ends_at'),
    /** Places; null: no limit (the seeded series occurrences). */
    capacity: integer('capacity'),
    audience: text('audience').$type<EventAudience>().notNull().default('all'),
    status: text('status').$type<EventStatus>().notNull().default('published'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('events_slug_unique').on(table.slug),
    index('events_series_starts_at_idx').on(table.series, table.startsAt),
    index('events_status_starts_at_idx').on(table.status, table.startsAt),
    check('events_audience_check', sql`${table.audience} in ('all', 'premium')`),
    check('events_status_check', sql`${table.status} in ('draft', 'published', 'cancelled')`),
    check('events_capacity_check', sql`${table.capacity} is null or ${table.capacity} > 0`),
  ],
);

export const counterOverrides = pgTable(
  'counter_overrides',
  {
    counterName: text('counter_name').primaryKey(),
    overrideValue: integer('override_value'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('counter_overrides_name_check', sql`${table.counterName} in ('verified', 'matches', 'events', 'unique')`),
    check('counter_overrides_value_check', sql`${table.overrideValue} is null or ${table.overrideValue} >= 0`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull().default('en'),
    /** The admin inbox's state (docs/decisions/0033-admin-console.md): new, answered or closed. */
    status: text('status').$type<ContactStatus>().notNull().default('new'),
    /** The account whose e-mail sent it, if any, when it arrived. */
    memberId: keptMemberRef('member_id'),
    /** Sent by a Premium member: answered first (priority support). */
    priority: boolean('priority').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    index('contact_messages_inbox_idx').on(table.status, table.priority, table.createdAt),
    check('contact_messages_status_check', sql`${table.status} in ('new', 'answered', 'closed')`),
  ],
);

/** An admin's answer to a contact message, sent by e-mail in the sender's language. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    adminId: keptMemberRef('admin_id'),
    body: text('body').notNull(),
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId)],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull(),
    language: text('language').notNull(),
    referrerHost: text('referrer_host'),
    viewedAt: instant('viewed_at').notNull().defaultNow(),
  },
  (table) => [index('page_views_path_viewed_at_idx').on(table.path, table.viewedAt)],
);

export const clientErrors = pgTable(
  'client_errors',
  {
    id: serial('id').primaryKey(),
    message: text('message').notNull(),
    stack: text('stack'),
    componentStack: text('component_stack'),
    boundary: text('boundary').notNull(),
    url: text('url').notNull(),
    userAgent: text('user_agent').notNull(),
    occurredAt: text('occurred_at').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (table) => [index('client_errors_received_at_idx').on(table.receivedAt)],
);
