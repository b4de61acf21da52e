// The landing page's content in the database (docs/decisions/0037-landing-editor.md): one draft,
// one published version and the versions published before it. Every row is checked against the
// shared contract when read, so a row no contract accepts is never shown to anyone.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { type AdminLanding, type LandingContent, landingContent } from '../../../shared/contracts/landing-content';
import type { Database } from '../../db/client';
import { landingContents, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit-log';
import { featurableIds, featuredCandidates } from '../public-members';

/** Earlier versions listed in the editor. */
const HISTORY_SIZE = 20;
/** Members offered to the editor's featured list. */
const CANDIDATES_SIZE = 200;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const versionColumns = {
  id: landingContents.id,
  content: landingContents.content,
  savedAt: landingContents.savedAt,
  publishedAt: landingContents.publishedAt,
  savedBy: users.displayName,
};

const versions = (db: Database | Transaction) =>
  db.select(versionColumns).from(landingContents).leftJoin(users, eq(users.id, landingContents.savedBy));

/** The stored content if the contract still accepts it, else null (never shown, never published). */
function checked(content: unknown): LandingContent | null {
  const parsed = landingContent.safeParse(content);
  return parsed.success ? parsed.data : null;
}

/** What the landing page shows: the published version, or null (the built-in texts). */
export async function readPublished(db: Database): Promise<LandingContent | null> {
  const [row] = await db.select({ content: landingContents.content }).from(landingContents).where(eq(landingContents.status, 'published'));
  return row ? checked(row.content) : null;
}

export async function readAdminLanding(db: Database): Promise<AdminLanding> {
  const [rows, history, candidates] = await Promise.all([
    versions(db).where(inArray(landingContents.status, ['draft', 'published'])),
    versions(db).where(eq(landingContents.status, 'superseded')).orderBy(desc(landingContents.publishedAt)).limit(HISTORY_SIZE),
    featuredCandidates(db, CANDIDATES_SIZE),
  ]);
  const draftRow = rows.find((row) => row.publishedAt === null);
  const publishedRow = rows.find((row) => row.publishedAt !== null);
  const draftContent = draftRow ? checked(draftRow.content) : null;
  const publishedContent = publishedRow ? checked(publishedRow.content) : null;
  return {
    draft: draftRow && draftContent ? { content: draftContent, savedAt: draftRow.savedAt.toISOString(), savedBy: draftRow.savedBy } : null,
    published:
      publishedRow && publishedContent
        ? {
            id: publishedRow.id,
            content: publishedContent,
            publishedAt: publishedRow.publishedAt!.toISOString(),
            publishedBy: publishedRow.savedBy,
          }
        : null,
    history: history.map((row) => ({ id: row.id, publishedAt: row.publishedAt!.toISOString(), publishedBy: row.savedBy })),
    candidates,
  };
}

/** Refuses a choice naming anyone who has not opted in, or may not be shown (paused, suspended, banned, lapsed). */
async function checkFeatured(db: Database | Transaction, content: LandingContent): Promise<void> {
  const allowed = await featurableIds(db, content.featuredMemberIds);
  const refused = content.featuredMemberIds.filter((id) => !allowed.has(id));
  if (refused.length > 0) {
    throw new AppError('FEATURED_MEMBER_UNAVAILABLE', 'A chosen member has not opted in to the landing page, or may not be shown.', {
      memberIds: refused,
    });
  }
}

/** Saves the draft (one row, written over) and logs it, together or not at all. */
export async function saveDraft(db: Database, adminId: string, content: LandingContent): Promise<void> {
  await checkFeatured(db, content);
  await db.transaction(async (tx) => {
    await tx
      .insert(landingContents)
      .values({ status: 'draft', content, savedBy: adminId })
      .onConflictDoUpdate({
        target: landingContents.status,
        targetWhere: sql`${landingContents.status} = 'draft'`,
        set: { content, savedBy: adminId, savedAt: sql`now()` },
      });
    await recordAudit(tx, { adminId, action: 'landing_draft_save' });
  });
}

/**
 * Publishes the saved draft in one transaction: the version shown until now is kept as
 * 'superseded', the draft's content becomes the published version (the draft stays, for the next
 * edit), and the act is logged. Answers the new version's id.
 */
export async function publishDraft(db: Database, adminId: string): Promise<number> {
  return db.transaction(async (tx) => {
    // The draft row is locked: a save at the same moment waits, so what is published is one whole draft.
    const [draft] = await tx
      .select({ content: landingContents.content })
      .from(landingContents)
      .where(eq(landingContents.status, 'draft'))
      .for('update');
    const content = draft ? checked(draft.content) : null;
    if (!content) throw new AppError('NOT_FOUND', 'There is no draft to publish.');
    await checkFeatured(tx, content);
    await tx.update(landingContents).set({ status: 'superseded' }).where(eq(landingContents.status, 'published'));
    const [inserted] = await tx
      .insert(landingContents)
      .values({ status: 'published', content, savedBy: adminId, publishedAt: sql`now()` })
      .returning({ id: landingContents.id });
    await recordAudit(tx, { adminId, action: 'landing_publish', reason: `version ${inserted!.id}` });
    return inserted!.id;
  });
}

/** The published choice of featured members, for the public grid (checked again there: opted in, shown). */
export const chosenFeatured = (content: LandingContent | null): readonly string[] => content?.featuredMemberIds ?? [];
