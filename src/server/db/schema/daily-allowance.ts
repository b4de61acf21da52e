// The one shape of a Basic member's daily allowance (swipes, messages): a counter per member and
// UTC day, never below zero. Each allowance is its own table of this shape (discovery.ts,
// messages.ts), counted by platform/daily-allowance.ts.
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { memberRef } from './auth';

export const dailyAllowanceTable = <N extends string>(name: N) =>
  pgTable(
    name,
    {
      userId: memberRef('user_id'),
      day: date('day', { mode: 'string' }).notNull(),
      used: integer('used').notNull(),
    },
    (table) => [primaryKey({ columns: [table.userId, table.day] }), check(`${name}_used_check`, sql`${table.used} >= 0`)],
  );
