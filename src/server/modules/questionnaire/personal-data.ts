// The questionnaire part of "Download my data" and "Delete my account", in the shape of
// src/server/personal-data.ts (PERSONAL_DATA): the registry app.ts composes lists this entry.
import { eq } from 'drizzle-orm';
import { questionnaireAnswers } from '../../db/schema';
import type { PersonalDataSource } from '../../platform/personal-data-source';

export const QUESTIONNAIRE_PERSONAL_DATA: PersonalDataSource = {
  name: 'questionnaire',
  collect: (db, { id }) =>
    db
      .select({
        relationshipGoals: questionnaireAnswers.relationshipGoals,
        preferences: questionnaireAnswers.preferences,
        lifestyle: questionnaireAnswers.lifestyle,
        bio: questionnaireAnswers.bio,
        completedAt: questionnaireAnswers.completedAt,
        updatedAt: questionnaireAnswers.updatedAt,
      })
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.userId, id)),
  // Also cascades from the user row; said explicitly so the order does not matter.
  erase: async (tx, { id }) => {
    await tx.delete(questionnaireAnswers).where(eq(questionnaireAnswers.userId, id));
  },
};
