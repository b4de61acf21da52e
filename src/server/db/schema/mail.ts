// The development outbox: every e-mail the app would send, kept in the database instead, so a
// developer can read it and tests can follow the links in it. Unused when SMTP_URL is set.
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});
