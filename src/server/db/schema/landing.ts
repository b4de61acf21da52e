// The landing page's editable content (docs/decisions/0037-landing-editor.md): at most one draft,
// at most one published version, and every version published before it, kept ('superseded').
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LandingContent } from '../../../shared/contracts/landing-content';
import { keptMemberRef } from './auth';
import { instant } from './columns';

export type LandingStatus = 'draft' | 'published' | 'superseded';

export const landingContents = pgTable(
  'landing_content',
  {
    id: serial('id').primaryKey(),
    status: text('status').$type<LandingStatus>().notNull(),
    /** Checked against the shared `landingContent` contract on every write and read. */
    content: jsonb('content').$type<LandingContent>().notNull(),
    /** The admin who saved the draft or published this version; null once their account is gone. */
    savedBy: keptMemberRef('saved_by'),
    savedAt: instant('saved_at').notNull().defaultNow(),
    publishedAt: instant('published_at'),
  },
  (table) => [
    uniqueIndex('landing_content_one_draft')
      .on(table.status)
      .where(sql`${table.status} = 'draft'`),
    uniqueIndex('landing_content_one_published')
      .on(table.status)
      .where(sql`${table.status} = 'published'`),
    index('landing_content_published_at_idx').on(table.publishedAt),
    check('landing_content_status_check', sql`${table.status} in ('draft', 'published', 'superseded')`),
    check('landing_content_published_at_check', sql`(${table.status} = 'draft') = (${table.publishedAt} is null)`),
  ],
);
