// The questionnaire part of "Download my data" and "Delete my account", in the shape of
// src/server/personal-data.ts (PERSONAL_DATA): the registry app.ts composes lists this entry.
// Also cascades from the user row; said explicitly so the order does not matter.
import { questionnaireAnswers } from '../../db/schema';
import { byMemberId, memberRows } from '../../platform/member-rows';

export const QUESTIONNAIRE_PERSONAL_DATA = memberRows('questionnaire', questionnaireAnswers, byMemberId(questionnaireAnswers.userId), [
  'relationshipGoals',
  'preferences',
  'lifestyle',
  'bio',
  'completedAt',
  'updatedAt',
]);
