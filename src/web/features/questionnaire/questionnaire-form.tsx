import { ArrowRight } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { LIFESTYLES, PREFERENCES, RELATIONSHIP_GOALS } from '../../../shared/contracts/questionnaire';
import { useTranslation } from '../../i18n/react';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { StepSection } from '../../components/step-section';
import { FormNotice } from '../../components/form/form-notice';
import { useSaveQuestionnaire } from './api/questionnaire-api';
import { BioField } from './bio-field';
import { ChoiceGroup } from './choice-group';
import {
  answersOf,
  errorsFromServer,
  type FieldErrors,
  type QuestionnaireField,
  type QuestionnaireValues,
  validateQuestionnaire,
} from './questionnaire-fields';

interface QuestionnaireFormProps {
  initialValues: QuestionnaireValues;
  /** Shown above the form (a prefill that could not be loaded). */
  notice?: string;
}

/**
 * 'Sahel Hearts Dating & Marriage Questionnaire' (spec sections 2 and 5): four required answers.
 * Continue stays disabled until all four are valid, by the contract the server applies too; a
 * field says what is wrong with it once the member has been through it.
 */
export function QuestionnaireForm({ initialValues, notice }: QuestionnaireFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<QuestionnaireValues>(initialValues);
  const [visited, setVisited] = useState<ReadonlySet<QuestionnaireField>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // A refused save keeps everything in the form and is shown translated.
  const save = useSaveQuestionnaire();
  const saving = save.isPending;
  const failure = save.error;

  const answers = answersOf(values);
  const localErrors = validateQuestionnaire(values);
  // A bio that has grown too long is said at once, while typing; a missing answer once visited.
  const errorOf = (field: QuestionnaireField) =>
    serverErrors[field] ?? (visited.has(field) || localErrors[field] === 'bioTooLong' ? localErrors[field] : undefined);

  const visit = (field: QuestionnaireField) => setVisited((current) => (current.has(field) ? current : new Set([...current, field])));
  const update = <F extends QuestionnaireField>(field: F, value: QuestionnaireValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!answers) return;
    save.send(answers, {
      // Whatever went wrong, the answers stay in the form for another try.
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') setServerErrors(errorsFromServer(error.details, values));
      },
    });
  };

  return (
    <StepSection title={t('questionnaire.title')}>
      <p className="mb-2 text-stone-800 dark:text-stone-200">{t('questionnaire.intro')}</p>
      <p className="mb-6 text-sm text-stone-700 dark:text-stone-300">{t('questionnaire.required')}</p>
      {notice && (
        <div className="mb-6">
          <FormNotice kind="error">{notice}</FormNotice>
        </div>
      )}
      <form noValidate onSubmit={submit} aria-labelledby="step-title" className="space-y-8 rounded-lg bg-white p-5 dark:bg-stone-950">
        <ChoiceGroup
          name="relationshipGoals"
          type="radio"
          options={RELATIONSHIP_GOALS}
          chosen={values.relationshipGoals ? [values.relationshipGoals] : []}
          error={errorOf('relationshipGoals')}
          onToggle={(option) => update('relationshipGoals', option)}
          onLeave={() => visit('relationshipGoals')}
        />
        <ChoiceGroup
          name="preferences"
          type="checkbox"
          options={PREFERENCES}
          chosen={values.preferences}
          error={errorOf('preferences')}
          hint={t('questionnaire.preferences.hint')}
          onToggle={(option, checked) => {
            // Kept in the contract's order, whatever order they were ticked in.
            const next = PREFERENCES.filter((item) => (item === option ? checked : values.preferences.includes(item)));
            update('preferences', next);
            // Unticking the last one is a mistake worth saying at once.
            visit('preferences');
          }}
          onLeave={() => visit('preferences')}
        />
        <ChoiceGroup
          name="lifestyle"
          type="radio"
          options={LIFESTYLES}
          chosen={values.lifestyle ? [values.lifestyle] : []}
          error={errorOf('lifestyle')}
          onToggle={(option) => update('lifestyle', option)}
          onLeave={() => visit('lifestyle')}
        />
        <BioField value={values.bio} error={errorOf('bio')} onChange={(bio) => update('bio', bio)} onLeave={() => visit('bio')} />
        {save.isError && <FormNotice kind="error">{errorMessage(t, failure)}</FormNotice>}
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="btn-primary disabled:cursor-not-allowed disabled:opacity-60"
            disabled={!answers || saving}
            aria-describedby={answers ? undefined : 'questionnaire-incomplete'}
          >
            {t(saving ? 'questionnaire.saving' : 'questionnaire.continue')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </button>
          {!answers && (
            <p id="questionnaire-incomplete" className="text-sm text-stone-700 dark:text-stone-300">
              {t('questionnaire.incomplete')}
            </p>
          )}
        </div>
      </form>
    </StepSection>
  );
}
