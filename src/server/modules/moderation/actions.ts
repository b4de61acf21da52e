// What an admin decides about a reported member (docs/decisions/0024-moderation.md), each written
// to the audit log with its reason, in one transaction:
// - dismiss: the report was unfounded; that report closes.
// - warn: the member is told by e-mail, in their language; their open reports close.
// - suspend for a number of days, or ban for good: the member is signed out everywhere at once
//   (sessions deleted, sockets closed), refused at sign-in with the reason, hidden from every deck,
//   list and page (visibleMember). A suspension hides their conversations from the other members
//   until it ends; a ban ends them. Either way the others' open screens close them at once. Their
//   open reports close. A ban also gives up what the member held elsewhere (their places at events),
//   through the `releaseBanned` app.ts hands over, in the same transaction.
import { and, eq, or } from 'drizzle-orm';
import type { ModerationInput } from '../../../shared/contracts/moderation';
import type { LivePublisher } from '../../platform/live/live-publisher';
import type { Database } from '../../db/client';
import { adminAuditLog, matches, memberRestrictions, reports, sessions, users } from '../../db/schema';
import { AppError } from '../../errors';

const DAY_MS = 86_400_000;

export interface ModerationOutcome {
  /** For the warning e-mail: whom to write to, in which language. */
  member: { email: string; displayName: string; language: string };
  /** Conversations a ban ended or a suspension hid, to close on the other members' screens. */
  closedConversations: { id: number; partnerId: string }[];
}

/** What other modules give up of a banned member, inside the ban's transaction (app.ts composes it). */
export type ReleaseBanned = (tx: Database, memberId: string, now: Date) => Promise<void>;

export async function moderate(
  db: Database,
  adminId: string,
  memberId: string,
  input: ModerationInput,
  now: Date,
  releaseBanned: ReleaseBanned,
): Promise<ModerationOutcome> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ email: users.email, displayName: users.displayName, language: users.language, role: users.role })
      .from(users)
      .where(eq(users.id, memberId));
    if (!member || memberId === adminId) throw new AppError('NOT_FOUND', 'No such member.');
    const ofMember = and(eq(reports.reportedId, memberId), eq(reports.status, 'open'));
    const closing = input.action === 'dismiss' ? and(ofMember, eq(reports.id, input.reportId ?? -1)) : ofMember;
    const closed = await tx
      .update(reports)
      .set({ status: 'closed', resolution: input.action })
      .where(closing)
      .returning({ id: reports.id });
    if (input.action === 'dismiss' && closed.length === 0) throw new AppError('NOT_FOUND', 'No such open report.');
    await tx
      .insert(adminAuditLog)
      .values({ adminId, action: input.action, memberId, reportId: input.reportId ?? null, reason: input.reason });
    let closedConversations: ModerationOutcome['closedConversations'] = [];
    const ofMatch = (match: { id: number; memberA: string; memberB: string }) => ({
      id: match.id,
      partnerId: match.memberA === memberId ? match.memberB : match.memberA,
    });
    if (input.action === 'suspend' || input.action === 'ban') {
      const restriction = {
        kind: input.action === 'ban' ? ('banned' as const) : ('suspended' as const),
        until: input.action === 'ban' ? null : new Date(now.getTime() + input.days * DAY_MS),
        reason: input.reason,
        createdBy: adminId,
        createdAt: now,
      };
      await tx
        .insert(memberRestrictions)
        .values({ userId: memberId, ...restriction })
        .onConflictDoUpdate({ target: memberRestrictions.userId, set: restriction });
      await tx.delete(sessions).where(eq(sessions.userId, memberId));
    }
    const theirMatches = or(eq(matches.memberA, memberId), eq(matches.memberB, memberId));
    if (input.action === 'suspend') {
      // The matches stay: the conversations come back when the suspension ends.
      closedConversations = (
        await tx
          .select({ id: matches.id, memberA: matches.memberA, memberB: matches.memberB })
          .from(matches)
          .where(and(theirMatches, eq(matches.confirmed, true)))
      ).map(ofMatch);
    }
    if (input.action === 'ban') {
      const ended = await tx
        .delete(matches)
        .where(theirMatches)
        .returning({ id: matches.id, memberA: matches.memberA, memberB: matches.memberB, confirmed: matches.confirmed });
      closedConversations = ended.filter((match) => match.confirmed).map(ofMatch);
      await releaseBanned(tx, memberId, now);
    }
    return { member: { email: member.email, displayName: member.displayName, language: member.language }, closedConversations };
  });
}

/**
 * After the transaction: the member's sockets close everywhere, and the conversations a ban ended
 * or a suspension hid close for the others.
 */
export async function announce(hub: LivePublisher, memberId: string, input: ModerationInput, outcome: ModerationOutcome): Promise<void> {
  if (input.action === 'suspend' || input.action === 'ban') await hub.endSessions(memberId, 'all');
  for (const conversation of outcome.closedConversations) {
    await hub.publish({ to: [conversation.partnerId], event: { type: 'closed', conversationId: conversation.id } });
  }
}
