// The questionnaire API (src/server/modules/questionnaire/routes.ts): the saved answers, and saving.
import { queryOptions } from '@tanstack/react-query';
import type { QuestionnaireAnswers, QuestionnaireResponse } from '../../../../shared/contracts/questionnaire';
import { apiRequest } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { getQuestionnaire as getQuestionnaireRoute } from '../../../../shared/routes/questionnaire';

/** GET /api/questionnaire: the member's saved answers, or null before the first save. */
export async function getQuestionnaire(signal?: AbortSignal): Promise<QuestionnaireAnswers | null> {
  return (await callApi(getQuestionnaireRoute, { signal })).answers;
}

/** The saved answers' one cache key: the step reads it, a save replaces it with the server's answer. */
export const questionnaireQuery = queryOptions({
  queryKey: ['questionnaire'],
  queryFn: ({ signal }) => getQuestionnaire(signal),
});

/** PUT /api/questionnaire: the server validates again and answers what it stored. */
export async function saveQuestionnaire(answers: QuestionnaireAnswers): Promise<QuestionnaireAnswers | null> {
  return (await apiRequest<QuestionnaireResponse>('/api/questionnaire', { method: 'PUT', json: answers })).answers;
}
