// Profile prompts (docs/decisions/0012-profile.md, "Prompts"): up to three answers per member to
// prompts of a fixed list (shared/contracts/profile-prompts.ts), in the member's order. The
// unique position from 0 to 2 keeps three at most even against a write that skipped the contract.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ProfilePromptKey } from '../../../shared/contracts/profile-prompts';
import { memberRef } from './auth';
import { createdAt } from './columns';

export const profilePrompts = pgTable(
  'profile_prompt',
  {
    userId: memberRef('user_id'),
    promptKey: text('prompt_key').$type<ProfilePromptKey>().notNull(),
    answer: text('answer').notNull(),
    /** 0 is shown first. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.promptKey] }),
    uniqueIndex('profile_prompt_position_unique').on(table.userId, table.position),
    check('profile_prompt_position_check', sql`${table.position} between 0 and 2`),
    check('profile_prompt_answer_check', sql`char_length(${table.answer}) between 1 and 200`),
  ],
);
