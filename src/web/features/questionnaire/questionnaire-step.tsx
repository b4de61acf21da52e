// The guard's questionnaire step: the saved answers first (the member may come back to edit or
// after a failed save in another tab), then the form; a save moves the guard on (GET /api/me).
// Loaded lazily by the gate, so TanStack Query comes with it and not with the paywall.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { QueryProvider } from '../../components/query-provider';
import { questionnaireQuery } from './api/questionnaire-api';
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
  const saved = useQuery(questionnaireQuery);

  if (saved.isPending) return <p className="min-h-40 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>;
  // When the saved answers could not be read, the member can still answer from scratch.
  return (
    <QuestionnaireForm initialValues={saved.data ?? EMPTY_VALUES} notice={saved.isError ? t('questionnaire.loadFailed') : undefined} />
  );
}
