// The guard's questionnaire step: the saved answers first (the member may come back to edit or
// after a failed save in another tab), then the form; a save moves the guard on (GET /api/me).
// Loaded lazily by the gate, so TanStack Query comes with it and not with the paywall.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionnaireAnswers } from '../../../shared/contracts/questionnaire';
import { useTranslation } from '../../i18n/react';
import { QueryProvider } from '../../components/query-provider';
import { refreshSession } from '../../lib/session/use-session';
import { questionnaireQuery, saveQuestionnaire } from './api/questionnaire-api';
import { EMPTY_VALUES } from './questionnaire-fields';
import { QuestionnaireForm } from './questionnaire-form';

export function QuestionnaireStep() {
  return (
    <QueryProvider>
      <SavedAnswersThenForm />
    </QueryProvider>
  );
}

function SavedAnswersThenForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saved = useQuery(questionnaireQuery);

  const submit = async (answers: QuestionnaireAnswers): Promise<void> => {
    queryClient.setQueryData(questionnaireQuery.queryKey, await saveQuestionnaire(answers));
    // The server now says the questionnaire is done: the guard shows the next step.
    await refreshSession();
  };

  if (saved.isPending) return <p className="min-h-40 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>;
  // When the saved answers could not be read, the member can still answer from scratch.
  return (
    <QuestionnaireForm
      initialValues={saved.data ?? EMPTY_VALUES}
      notice={saved.isError ? t('questionnaire.loadFailed') : undefined}
      onSubmit={submit}
    />
  );
}
