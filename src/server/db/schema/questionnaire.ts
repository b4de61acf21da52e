// The onboarding questionnaire (spec sections 2 and 5): one row per member, replaced on every
// save. The options are stored as the contract's stable codes (shared/contracts/questionnaire.ts).
import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import type { Lifestyle, Preference, RelationshipGoal } from '../../../shared/contracts/questionnaire';
import { memberKey } from './auth';
import { instant, updatedAt } from './columns';

export const questionnaireAnswers = pgTable(
  'questionnaire',
  {
    userId: memberKey('user_id'),
    relationshipGoals: text('relationship_goals').$type<RelationshipGoal>().notNull(),
    preferences: text('preferences').array().$type<Preference[]>().notNull(),
    lifestyle: text('lifestyle').$type<Lifestyle>().notNull(),
    bio: text('bio').notNull(),
    /** When the member first completed it; a later edit keeps it. */
    completedAt: instant('completed_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('questionnaire_relationship_goals_check', sql`${table.relationshipGoals} in ('marriage', 'long_term', 'casual', 'friendship')`),
    check('questionnaire_lifestyle_check', sql`${table.lifestyle} in ('family_oriented', 'smokes_hookah', 'no_smoking', 'active')`),
    check('questionnaire_preferences_check', sql`cardinality(${table.preferences}) between 1 and 4`),
  ],
);
