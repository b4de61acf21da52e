// Discovery (docs/decisions/0020-discovery.md): the swipes members make, the matches they lead
// to, and the blocks and reports that keep members apart. Every row names members by their user
// id and goes with them when an account is deleted.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReportReason, SwipeDirection } from '../../../shared/contracts/discovery';
import type { ProfilePromptKey } from '../../../shared/contracts/profile-prompts';
import { keptMemberRef, memberKey, memberRef } from './auth';
import { createdAt, instant } from './columns';
import { dailyAllowanceTable } from './daily-allowance';
import { profilePhotos } from './photos';

/**
 * One row per (swiper, target): the same swipe twice stores one, and 'View Again' turns a pass
 * into a new decision on the same row. `created_at` is when the latest decision was made (the
 * daily swipe allowance counts these).
 */
export const swipes = pgTable(
  'swipe',
  {
    swiperId: memberRef('swiper_id'),
    targetId: memberRef('target_id'),
    direction: text('direction').$type<SwipeDirection>().notNull(),
    createdAt: createdAt(),
    /**
     * A like's comment on one of the target's prompts or photos (docs/decisions/0020-discovery.md,
     * "A like with a comment"): the text, and what it is about. A deleted photo leaves the comment
     * about no photo; a prompt is named by its key, which stays meaningful once the answer is gone.
     */
    comment: text('comment'),
    commentPrompt: text('comment_prompt').$type<ProfilePromptKey>(),
    commentPhotoId: uuid('comment_photo_id').references(() => profilePhotos.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.swiperId, table.targetId] }),
    // "Who liked me" (a like that can make a match at once) and the erasure of a member.
    index('swipe_target_idx').on(table.targetId, table.direction),
    // The day's swipes of a member (the Basic allowance).
    index('swipe_swiper_created_idx').on(table.swiperId, table.createdAt),
    // A photo's deletion empties the comments about it: a probe of the few commented rows.
    index('swipe_comment_photo_idx')
      .on(table.commentPhotoId)
      .where(sql`${table.commentPhotoId} is not null`),
    check('swipe_direction_check', sql`${table.direction} in ('like', 'pass')`),
    check('swipe_not_self_check', sql`${table.swiperId} <> ${table.targetId}`),
    check(
      'swipe_comment_check',
      sql`num_nonnulls(${table.commentPrompt}, ${table.commentPhotoId}) <= 1 and (${table.comment} is not null or num_nonnulls(${table.commentPrompt}, ${table.commentPhotoId}) = 0) and (${table.comment} is null or ${table.direction} = 'like')`,
    ),
  ],
);

/**
 * One row per pair, `member_a` < `member_b`: a like one way is an unconfirmed row, a like both
 * ways confirms it (spec: matches.confirmed). The unique pair makes a like-back at the same
 * instant from both sides end in one row.
 */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    memberA: memberRef('member_a'),
    memberB: memberRef('member_b'),
    likedByA: instant('liked_by_a'),
    likedByB: instant('liked_by_b'),
    confirmed: boolean('confirmed').notNull().default(false),
    /** When the second like arrived. */
    confirmedAt: instant('confirmed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('matches_pair_unique').on(table.memberA, table.memberB),
    index('matches_member_b_idx').on(table.memberB),
    index('matches_confirmed_idx').on(table.confirmed),
    // The away e-mails' job reads the last hours' new matches (docs/decisions/0025-away-notifications.md).
    index('matches_confirmed_at_idx')
      .on(table.confirmedAt)
      .where(sql`${table.confirmed}`),
    check('matches_pair_order_check', sql`${table.memberA} < ${table.memberB}`),
  ],
);

/** A block hides both members from each other for good; a report blocks too. */
export const blocks = pgTable(
  'block',
  {
    blockerId: memberRef('blocker_id'),
    blockedId: memberRef('blocked_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('block_blocked_idx').on(table.blockedId),
    check('block_not_self_check', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

/** A message a report points at, with a few around it, copied when the report is made (the report ends the conversation). */
export interface ReportEvidence {
  messages: { id: number; from: 'reporter' | 'reported'; body: string; sentAt: string; reported: boolean }[];
}

/**
 * What members report to the admins, and what the safety rules bring to them (`source`). The
 * reported member's deletion ends the report with them. A member has at most one open report
 * about another: reporting them again joins it (`times`, `last_reported_at`), so one account
 * cannot fill the admins' queue (docs/decisions/0024-moderation.md, "One open report per pair").
 */
export const reports = pgTable(
  'report',
  {
    id: serial('id').primaryKey(),
    /** Null once the reporter's account is deleted: the report stays for the admins. */
    reporterId: keptMemberRef('reporter_id'),
    reportedId: memberRef('reported_id'),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details').notNull().default(''),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    /** 'member' (a member's report) or 'safety_rules' (repeated flagged messages). */
    source: text('source').$type<'member' | 'safety_rules'>().notNull().default('member'),
    /** The message reported, if any (it may be gone: the evidence keeps it). */
    messageId: bigint('message_id', { mode: 'number' }),
    evidence: jsonb('evidence').$type<ReportEvidence>(),
    /** How an admin closed it: 'dismiss', 'warn', 'suspend' or 'ban' (admin_audit_log has who and why). */
    resolution: text('resolution'),
    /** When the report was first made: its place in the queue, which a repeat does not move. */
    createdAt: createdAt(),
    /** How many times the reporter reported the member while this report was open (1 for the safety rules). */
    times: integer('times').notNull().default(1),
    /** When the reporter last reported the member (created_at until they report again). */
    lastReportedAt: instant('last_reported_at').notNull().defaultNow(),
  },
  (table) => [
    index('report_status_created_idx').on(table.status, table.createdAt),
    index('report_reporter_idx').on(table.reporterId),
    index('report_reported_idx').on(table.reportedId),
    // One open report from the safety rules per member at a time: more flags join it.
    uniqueIndex('report_open_safety_rules_unique')
      .on(table.reportedId)
      .where(sql`${table.source} = 'safety_rules' and ${table.status} = 'open'`),
    // One open report per reporter and reported member: a repeat joins it (file-report.ts), so
    // one account counts once in the queue however often it reports.
    uniqueIndex('report_open_member_pair_unique')
      .on(table.reporterId, table.reportedId)
      .where(sql`${table.source} = 'member' and ${table.status} = 'open'`),
    check('report_reason_check', sql`${table.reason} in ('fake_profile', 'scam', 'harassment', 'under_18', 'offensive_photo', 'other')`),
    check('report_status_check', sql`${table.status} in ('open', 'closed')`),
    check('report_source_check', sql`${table.source} in ('member', 'safety_rules')`),
    check('report_times_check', sql`${table.times} >= 1`),
  ],
);

/**
 * Swipes a Basic member made on a UTC day (DISCOVERY_LIMITS): its own counter, not a count of
 * swipe rows, because 'View Again' deletes passes and must not give the day's swipes back.
 */
export const swipeAllowances = dailyAllowanceTable('swipe_allowance');

/**
 * A Premium member's latest rewind (docs/decisions/0020-discovery.md, "Rewind"): a rewind takes
 * back the member's latest swipe when it is a pass of the same UTC day made after this time, so
 * each pass can be taken back once and a rewind never reaches the pass before it.
 */
export const swipeRewinds = pgTable('swipe_rewind', {
  memberId: memberKey('member_id'),
  rewoundAt: instant('rewound_at').notNull(),
});
