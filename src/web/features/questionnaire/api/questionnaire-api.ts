// The questionnaire API (src/server/modules/questionnaire/routes.ts): the saved answers, and saving.
import { queryOptions, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { QuestionnaireAnswers } from '../../../../shared/contracts/questionnaire';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { refreshSession } from '../../../lib/session/use-session';
import { callApi } from '../../../lib/call-api';
import {
  getQuestionnaire as getQuestionnaireRoute,
  saveQuestionnaire as saveQuestionnaireRoute,
} from '../../../../shared/routes/questionnaire';

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
async function saveQuestionnaire(answers: QuestionnaireAnswers): Promise<QuestionnaireAnswers | null> {
  return (await callApi(saveQuestionnaireRoute, { body: answers })).answers;
}

/** The save's key: the step reads when the answers were last saved (useLastAnswersSave). */
const SAVE_KEY = ['questionnaire', 'save'];

/** When the answers were last saved in this page (ms), 0 when never. */
export function useLastAnswersSave(): number {
  const times = useMutationState({
    filters: { mutationKey: SAVE_KEY, status: 'success' },
    select: (mutation) => mutation.state.submittedAt,
  });
  return Math.max(0, ...times);
}

/** Saves the answers, keeps the server's as the saved ones, and reads the session again. */
export function useSaveQuestionnaire() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationKey: SAVE_KEY,
    mutationFn: saveQuestionnaire,
    onSuccess: async (stored) => {
      queryClient.setQueryData(questionnaireQuery.queryKey, stored);
      // The server now says the questionnaire is done: the guard shows the next step.
      await refreshSession();
    },
  });
}
