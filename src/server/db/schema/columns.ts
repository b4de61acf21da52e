// The column shapes every table repeats, written once: a time with its zone, and the time a row
// was written or last changed, set by the database. The columns naming a member are in auth.ts,
// next to the user table they point at.
import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time, stored with its zone (every time column of ours). */
export const instant = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** When the row last changed (the writer sets it on updates; inserts get now). */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();
