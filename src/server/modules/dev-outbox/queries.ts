import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, smsOutbox } from '../../db/schema';

export async function listOutbox(db: Database, options: { to?: string; limit: number }) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(mailOutbox.to, options.to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(options.limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The development SMS outbox (phone codes), newest first. */
export async function listSmsOutbox(db: Database, options: { to?: string; limit: number }) {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(options.to ? eq(smsOutbox.to, options.to) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(options.limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
