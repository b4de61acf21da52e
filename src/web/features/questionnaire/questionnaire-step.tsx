// The guard's questionnaire step: the saved answers first (the member may come back to edit or
// after a failed save in another tab), then the form; a save moves the guard on (GET /api/me).
import { useEffect, useState } from 'react';
import type { QuestionnaireAnswers } from '../../../shared/contracts/questionnaire';
import { useTranslation } from '../../i18n/react';
import { refreshSession } from '../../lib/session/use-session';
import { getQuestionnaire, saveQuestionnaire } from './api/questionnaire-api';
import { EMPTY_VALUES, type QuestionnaireValues } from './questionnaire-fields';
import { QuestionnaireForm } from './questionnaire-form';

type Prefill = { kind: 'loading' } | { kind: 'ready'; values: QuestionnaireValues } | { kind: 'failed' };

async function submit(answers: QuestionnaireAnswers): Promise<void> {
  await saveQuestionnaire(answers);
  // The server now says the questionnaire is done: the guard shows the next step.
  await refreshSession();
}

export function QuestionnaireStep() {
  const { t } = useTranslation();
  const [prefill, setPrefill] = useState<Prefill>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getQuestionnaire(controller.signal).then(
      (answers) => setPrefill({ kind: 'ready', values: answers ?? EMPTY_VALUES }),
      () => {
        // Unmounted: nothing to show. Otherwise the member can still answer from scratch.
        if (!controller.signal.aborted) setPrefill({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  if (prefill.kind === 'loading') return <p className="min-h-40 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>;
  return (
    <QuestionnaireForm
      initialValues={prefill.kind === 'ready' ? prefill.values : EMPTY_VALUES}
      notice={prefill.kind === 'failed' ? t('questionnaire.loadFailed') : undefined}
      onSubmit={submit}
    />
  );
}

/** React.lazy's default export: the form and zod load only for members at this step. */
export default QuestionnaireStep;
