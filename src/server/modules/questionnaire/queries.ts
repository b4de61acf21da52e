// The member's questionnaire row: read, saved (one row per member, replaced), and the step's
// flag for /api/me.
import { eq, sql } from 'drizzle-orm';
import type { QuestionnaireAnswers } from '../../../shared/contracts/questionnaire';
import type { Database } from '../../db/client';
import { profiles, questionnaireAnswers } from '../../db/schema';
import { hasDoneQuestionnaireStep } from '../../../shared/questionnaire-step';

const answerColumns = {
  relationshipGoals: questionnaireAnswers.relationshipGoals,
  preferences: questionnaireAnswers.preferences,
  lifestyle: questionnaireAnswers.lifestyle,
  bio: questionnaireAnswers.bio,
};

export async function readAnswers(db: Database, userId: string): Promise<QuestionnaireAnswers | null> {
  const [row] = await db.select(answerColumns).from(questionnaireAnswers).where(eq(questionnaireAnswers.userId, userId));
  return row ?? null;
}

/** Stores the answers as given (already validated); the first completion time is kept on edits. */
export async function saveAnswers(db: Database, userId: string, answers: QuestionnaireAnswers): Promise<QuestionnaireAnswers> {
  const [row] = await db
    .insert(questionnaireAnswers)
    .values({ userId, ...answers })
    .onConflictDoUpdate({ target: questionnaireAnswers.userId, set: { ...answers, updatedAt: sql`now()` } })
    .returning(answerColumns);
  return row!;
}

/**
 * The /api/me flag, by the step's shared rule (src/shared/questionnaire-step.ts): a saved answers
 * row and a saved profile row (every column of each that the step asks is required).
 */
export async function hasCompletedQuestionnaire(db: Database, userId: string): Promise<boolean> {
  const [answers, profile] = await Promise.all([
    db.select({ userId: questionnaireAnswers.userId }).from(questionnaireAnswers).where(eq(questionnaireAnswers.userId, userId)),
    db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userId, userId)),
  ]);
  return hasDoneQuestionnaireStep({ hasAnswers: answers.length > 0, hasProfile: profile.length > 0 });
}
