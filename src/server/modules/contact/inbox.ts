// The admins' contact inbox (docs/decisions/0033-admin-console.md): the list, one thread, an
// answer sent by e-mail in the sender's language, and the status. Every answer and status change
// is written to the audit log in the same transaction.
import type { ContactInboxFilter, ContactMessageSummary, ContactStatus, ContactThread } from '../../../shared/contracts/admin-contact';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/constants';
import type { MailSender } from '../../adapters/mail';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { recordAudit } from '../audit-log';
import { inboxRows, insertReply, messageRow, replyRows, updateStatus } from './queries';
import { sendContactReply } from './reply-mail';

type SummaryRow = Awaited<ReturnType<typeof inboxRows>>[number];

const languageOf = (value: string): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

const summaryOf = ({ createdAt, language, ...row }: SummaryRow): ContactMessageSummary => ({
  ...row,
  language: languageOf(language),
  receivedAt: createdAt.toISOString(),
});

export async function listInbox(db: Database, filter: ContactInboxFilter) {
  return { messages: (await inboxRows(db, filter)).map(summaryOf) };
}

export async function readThread(db: Database, id: number): Promise<ContactThread> {
  const row = await messageRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such contact message.');
  const { message, memberId, ...summary } = row;
  const replies = await replyRows(db, id);
  return {
    message: { ...summaryOf(summary), message, memberId },
    replies: replies.map((reply) => ({
      id: reply.id,
      body: reply.body,
      language: languageOf(reply.language),
      sentAt: reply.createdAt.toISOString(),
      admin: reply.adminId ? { id: reply.adminId, name: reply.adminName ?? '' } : null,
    })),
  };
}

/** Stores the answer, marks the message answered and logs it; the e-mail goes once that is committed. */
export async function answerMessage(db: Database, mail: MailSender, adminId: string, id: number, body: string): Promise<ContactThread> {
  const original = await db.transaction(async (tx) => {
    const row = await messageRow(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such contact message.');
    await insertReply(tx, { messageId: id, adminId, body, language: row.language });
    await recordAudit(tx, { adminId, action: 'contact_reply', memberId: row.memberId, contactMessageId: id });
    return row;
  });
  await sendContactReply(mail, original, body);
  return readThread(db, id);
}

export async function changeStatus(db: Database, adminId: string, id: number, status: ContactStatus): Promise<ContactThread> {
  await db.transaction(async (tx) => {
    const row = await messageRow(tx, id);
    if (!row || !(await updateStatus(tx, id, status))) throw new AppError('NOT_FOUND', 'No such contact message.');
    await recordAudit(tx, { adminId, action: 'contact_status', memberId: row.memberId, contactMessageId: id, reason: status });
  });
  return readThread(db, id);
}
