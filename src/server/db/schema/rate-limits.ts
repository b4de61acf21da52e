// Rate-limit counters shared by every server instance and kept across restarts (T4):
// one row per key (route + IP, or route + account), a fixed window that restarts once it ends.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: instant('resets_at').notNull(),
});
