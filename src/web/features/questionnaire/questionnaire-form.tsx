import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { LIFESTYLES, PREFERENCES, questionnaireAnswers, RELATIONSHIP_GOALS } from '../../../shared/contracts/questionnaire';
import { useTranslation } from '../../i18n/react';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { StepSection } from '../../components/step-section';
import { FormNotice } from '../../components/form/form-notice';
import { useSaveQuestionnaire } from './api/questionnaire-api';
import { BioField } from './bio-field';
import { ChoiceGroup } from './choice-group';
import {
  answersOf,
  errorsFromServer,
  type FieldErrorKey,
  type QuestionnaireField,
  type QuestionnaireValues,
  validateQuestionnaire,
} from './questionnaire-fields';

interface QuestionnaireFormProps {
  initialValues: QuestionnaireValues;
  /** Shown above the form (a prefill that could not be loaded). */
  notice?: string;
  /** Which page of the step this is, when the profile's page follows. */
  part?: { current: number; total: number };
  /** The member came back here from the profile's page: the heading takes the focus. */
  focusOnMount?: boolean;
}

/**
 * 'Sahel Hearts Dating & Marriage Questionnaire' (spec sections 2 and 5): four required answers.
 * Continue stays disabled until all four are valid, by the contract the server applies too; a
 * field says what is wrong with it once the member has been through it. A contract form
 * (docs/decisions/0029-forms.md): the values are react-hook-form's (watched for the live checks),
 * the save is the mutation's, and the server's refusals land on the fields they name.
 */
export function QuestionnaireForm({ initialValues, notice, part, focusOnMount }: QuestionnaireFormProps) {
  const { t } = useTranslation();
  const [visited, setVisited] = useState<ReadonlySet<QuestionnaireField>>(new Set());
  // A refused save keeps everything in the form and is shown translated.
  const save = useSaveQuestionnaire();
  const {
    form,
    field,
    errorOf: refusalOf,
    formProps,
    sending,
    failure,
  } = useContractForm({
    schema: questionnaireAnswers,
    defaultValues: initialValues,
    mutation: save,
    errorKey: (name, _issue, values) => validateQuestionnaire(values)[name] ?? name,
    fieldErrorsFor: (error, values) =>
      error instanceof ApiError && error.code === 'VALIDATION_FAILED' ? errorsFromServer(error.details, values) : {},
  });
  const values = useWatch({ control: form.control }) as QuestionnaireValues;

  const answers = answersOf(values);
  const localErrors = validateQuestionnaire(values);
  // A bio that has grown too long is said at once, while typing; a missing answer once visited.
  const errorOf = (name: QuestionnaireField) =>
    (refusalOf(name) as FieldErrorKey | undefined) ??
    (visited.has(name) || localErrors[name] === 'bioTooLong' ? localErrors[name] : undefined);
  const visit = (name: QuestionnaireField) => setVisited((current) => (current.has(name) ? current : new Set([...current, name])));
  /** A choice question's field, its error and its visit when the focus leaves it. */
  const choiceBinding = (name: 'relationshipGoals' | 'preferences' | 'lifestyle') => ({
    name,
    input: field(name).input,
    error: errorOf(name),
    onLeave: () => visit(name),
  });

  return (
    <StepSection title={t('questionnaire.title')} focusOnMount={focusOnMount}>
      {part && <p className="mb-1 text-sm font-semibold text-amber-900 dark:text-amber-200">{t('questionnaire.profilePart.part', part)}</p>}
      <p className="mb-2 text-stone-800 dark:text-stone-200">{t('questionnaire.intro')}</p>
      <p className="mb-6 text-sm text-stone-700 dark:text-stone-300">{t('questionnaire.required')}</p>
      {notice && (
        <div className="mb-6">
          <FormNotice kind="error">{notice}</FormNotice>
        </div>
      )}
      <form {...formProps} aria-labelledby="step-title" className="space-y-8 rounded-lg bg-white p-5 dark:bg-stone-950">
        <ChoiceGroup {...choiceBinding('relationshipGoals')} type="radio" options={RELATIONSHIP_GOALS} />
        <ChoiceGroup
          {...choiceBinding('preferences')}
          type="checkbox"
          // The ticked ones in the contract's order (the options' order), whatever order they were ticked in.
          options={PREFERENCES}
          hint={t('questionnaire.preferences.hint')}
          // Unticking the last one is a mistake worth saying at once.
          onChanged={() => visit('preferences')}
        />
        <ChoiceGroup {...choiceBinding('lifestyle')} type="radio" options={LIFESTYLES} />
        <BioField value={values.bio} input={field('bio').input} error={errorOf('bio')} onLeave={() => visit('bio')} />
        {failure !== null && <FormNotice kind="error">{errorMessage(t, failure)}</FormNotice>}
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="btn-primary disabled:cursor-not-allowed disabled:opacity-60"
            disabled={!answers || sending}
            aria-describedby={answers ? undefined : 'questionnaire-incomplete'}
          >
            {t(sending ? 'questionnaire.saving' : 'questionnaire.continue')}
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
