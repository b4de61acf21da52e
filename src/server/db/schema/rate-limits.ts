// Rate-limit counters shared by every server instance and kept across restarts (issue 3, T4):
// one row per key (route + IP, or route + account), a fixed window that restarts once it ends.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
