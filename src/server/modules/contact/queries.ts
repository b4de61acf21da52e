import { asc, desc, eq, sql } from 'drizzle-orm';
import type { ContactInboxFilter, ContactStatus } from '../../../shared/contracts/admin-contact';
import type { Database } from '../../db/client';
import { contactMessages, contactReplies, users } from '../../db/schema';
import { membershipFlagsSql } from '../payments';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  memberId: string | null;
  priority: boolean;
}

export async function insertContactMessage(db: Database, message: NewContactMessage): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row;
}

/** The account with this e-mail (stored in lower case by better-auth), and whether it is Premium at `now`. */
export async function senderAccount(db: Database, email: string, now: Date): Promise<{ id: string; isPremium: boolean } | null> {
  const { isPremium } = membershipFlagsSql(users.id, sql`${now.toISOString()}::timestamptz`);
  const [row] = await db.select({ id: users.id, isPremium }).from(users).where(eq(users.email, email.toLowerCase()));
  return row ? { id: row.id, isPremium: row.isPremium === true } : null;
}

const replyCount = sql<number>`(select count(*)::int from ${contactReplies} where ${contactReplies.messageId} = ${contactMessages.id})`;

const summaryColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  language: contactMessages.language,
  status: contactMessages.status,
  priority: contactMessages.priority,
  createdAt: contactMessages.createdAt,
  replies: replyCount,
};

/** The inbox: new before answered before closed; within each, Premium senders first, then the oldest. */
export function inboxRows(db: Database, filter: ContactInboxFilter = 'new') {
  const statusOrder = sql`case ${contactMessages.status} when 'new' then 0 when 'answered' then 1 else 2 end`;
  return db
    .select(summaryColumns)
    .from(contactMessages)
    .where(filter === 'all' ? undefined : eq(contactMessages.status, filter))
    .orderBy(statusOrder, desc(contactMessages.priority), asc(contactMessages.createdAt), asc(contactMessages.id))
    .limit(500);
}

export async function messageRow(db: Database, id: number) {
  const [row] = await db
    .select({ ...summaryColumns, message: contactMessages.message, memberId: contactMessages.memberId })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row ?? null;
}

export function replyRows(db: Database, messageId: number) {
  return db
    .select({
      id: contactReplies.id,
      body: contactReplies.body,
      language: contactReplies.language,
      createdAt: contactReplies.createdAt,
      adminId: users.id,
      adminName: users.displayName,
    })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.adminId))
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
}

export async function insertReply(db: Database, reply: { messageId: number; adminId: string; body: string; language: string }) {
  await db.insert(contactReplies).values(reply);
  await db.update(contactMessages).set({ status: 'answered' }).where(eq(contactMessages.id, reply.messageId));
}

/** Sets the status; false when there is no such message. */
export async function updateStatus(db: Database, id: number, status: ContactStatus): Promise<boolean> {
  const updated = await db.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return updated.length > 0;
}
