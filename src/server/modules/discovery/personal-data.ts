// The discovery part of "Download my data" and "Delete my account", in the shape of
// src/server/personal-data.ts (PERSONAL_DATA). The export holds the member's own acts
// (swipes, matches, blocks, reports they made) naming others by id only; reports made about
// the member are the admins' records and go with the account. Everything also cascades from
// the user row; said explicitly so the order does not matter.
import { eq, or } from 'drizzle-orm';
import { blocks, matches, reports, swipeAllowances, swipeRewinds, swipes } from '../../db/schema';
import { byMemberId, memberRows } from '../../platform/member-rows';
import type { PersonalDataSource } from '../../platform/personal-data-source';

export const DISCOVERY_PERSONAL_DATA: readonly PersonalDataSource[] = [
  {
    name: 'swipes',
    collect: (db, { id }) =>
      db
        .select({
          memberId: swipes.targetId,
          direction: swipes.direction,
          createdAt: swipes.createdAt,
          comment: swipes.comment,
          commentPrompt: swipes.commentPrompt,
          commentPhotoId: swipes.commentPhotoId,
        })
        .from(swipes)
        .where(eq(swipes.swiperId, id)),
    erase: async (tx, { id }) => {
      await tx.delete(swipes).where(or(eq(swipes.swiperId, id), eq(swipes.targetId, id)));
    },
  },
  memberRows('swipeAllowances', swipeAllowances, byMemberId(swipeAllowances.userId), ['day', 'used']),
  // When the member last took back a pass (Premium's rewind).
  memberRows('swipeRewinds', swipeRewinds, byMemberId(swipeRewinds.memberId), ['rewoundAt']),
  {
    name: 'matches',
    collect: async (db, { id }) => {
      const rows = await db
        .select()
        .from(matches)
        .where(or(eq(matches.memberA, id), eq(matches.memberB, id)));
      return rows.map((row) => ({
        memberId: row.memberA === id ? row.memberB : row.memberA,
        confirmed: row.confirmed,
        youLikedAt: row.memberA === id ? row.likedByA : row.likedByB,
        confirmedAt: row.confirmedAt,
      }));
    },
    erase: async (tx, { id }) => {
      await tx.delete(matches).where(or(eq(matches.memberA, id), eq(matches.memberB, id)));
    },
  },
  {
    name: 'blocks',
    collect: (db, { id }) =>
      db.select({ memberId: blocks.blockedId, createdAt: blocks.createdAt }).from(blocks).where(eq(blocks.blockerId, id)),
    erase: async (tx, { id }) => {
      await tx.delete(blocks).where(or(eq(blocks.blockerId, id), eq(blocks.blockedId, id)));
    },
  },
  {
    name: 'reports',
    collect: (db, { id }) =>
      db
        .select({
          memberId: reports.reportedId,
          reason: reports.reason,
          details: reports.details,
          createdAt: reports.createdAt,
          times: reports.times,
          lastReportedAt: reports.lastReportedAt,
        })
        .from(reports)
        .where(eq(reports.reporterId, id)),
    // Reports the member made stay for the admins without naming them (set null); those about
    // the member go with the account.
    erase: async (tx, { id }) => {
      await tx.update(reports).set({ reporterId: null }).where(eq(reports.reporterId, id));
      await tx.delete(reports).where(eq(reports.reportedId, id));
    },
  },
];
