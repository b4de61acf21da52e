import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { GENDERS, HERITAGE_COUNTRIES, SEEKING } from '../../../../shared/contracts/profile';
import type { QuestionnaireAnswers } from '../../../../shared/contracts/questionnaire';
import { heritageName, residenceOptions } from '../../../lib/country-names';
import { errorMessage } from '../../../lib/error-message';
import { refusedFields } from '../../../lib/forms/refused-fields';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useTranslation } from '../../../i18n/react';
import { FormNotice } from '../../../components/form/form-notice';
import { StepSection } from '../../../components/step-section';
import { useSaveProfilePart } from '../api/profile-part-api';
import { Labelled, RadioGroup } from './part-fields';
import { errorKeyOf, initialValues, PART_FIELDS, profileOf, profilePartSchema } from './profile-part-fields';
import { ChoiceOptions } from '../../../components/form/select-options';

/** What every control of the part carries: the form's registration, its id, and what describes it. */
type ControlProps = UseFormRegisterReturn & {
  id: string;
  required: true;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

interface ProfilePartFormProps {
  /** The account's name: the profile's display name, never asked again here. */
  displayName: string;
  /** The saved answers, for what they already tell (docs/decisions/0031-profile-in-onboarding.md). */
  answers: QuestionnaireAnswers | null;
  /** Back to the answers, to change one. */
  onBack: () => void;
  /** The member just moved here from the answers: the heading takes the focus. */
  focusOnMount: boolean;
}

/**
 * The Questionnaire step's last page: the profile's required part, the fields the deck cannot
 * show a card or match without (src/shared/questionnaire-step.ts). A contract form
 * (docs/decisions/0029-forms.md) on the profile's own rules; its save finishes the step.
 */
export function ProfilePartForm({ displayName, answers, onBack, focusOnMount }: ProfilePartFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveProfilePart();
  const { field, formProps, sending, failure } = useContractForm({
    schema: profilePartSchema,
    defaultValues: initialValues(answers, typeof navigator === 'undefined' ? [] : navigator.languages),
    mutation: save,
    toVariables: (part) => profileOf(part, displayName),
    errorKey: (name, issue) => errorKeyOf(name, issue),
    fieldErrorsFor: refusedFields(PART_FIELDS, (name) => errorKeyOf(name)),
  });
  const choose = t('questionnaire.profilePart.choose');
  /** A required field of this part: its label and error around the control `render` draws with the common props. */
  const labelled = (name: 'ageMin' | 'ageMax' | 'heritageCountry' | 'residenceCountry', render: (props: ControlProps) => ReactNode) => {
    const { input, error } = field(name);
    const id = `onboarding-${name}`;
    return (
      <Labelled id={id} label={t(`questionnaire.profilePart.fields.${name}`)} error={error}>
        {(describedBy) =>
          render({
            ...input,
            id,
            required: true,
            className: 'form-field',
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy,
          })
        }
      </Labelled>
    );
  };
  const number = (name: 'ageMin' | 'ageMax') => labelled(name, (props) => <input {...props} type="number" inputMode="numeric" />);
  const select = (name: 'heritageCountry' | 'residenceCountry', options: { value: string; label: string }[]) =>
    labelled(name, (props) => (
      <select {...props}>
        <ChoiceOptions choices={options} empty={choose} />
      </select>
    ));

  return (
    <StepSection title={t('questionnaire.profilePart.title')} focusOnMount={focusOnMount}>
      <p className="mb-1 text-sm font-semibold text-amber-900 dark:text-amber-200">
        {t('questionnaire.profilePart.part', { current: 2, total: 2 })}
      </p>
      <p className="mb-6 text-stone-800 dark:text-stone-200">{t('questionnaire.profilePart.intro')}</p>
      <form {...formProps} aria-labelledby="step-title" className="space-y-6 rounded-lg bg-white p-5 dark:bg-stone-950">
        <RadioGroup
          id="onboarding-gender"
          legend={t('questionnaire.profilePart.fields.gender')}
          options={GENDERS.map((code) => ({ value: code, label: t(`questionnaire.profilePart.options.gender.${code}`) }))}
          {...field('gender')}
        />
        <RadioGroup
          id="onboarding-seeking"
          legend={t('questionnaire.profilePart.fields.seeking')}
          options={SEEKING.map((code) => ({ value: code, label: t(`questionnaire.profilePart.options.seeking.${code}`) }))}
          {...field('seeking')}
        />
        <div className="grid grid-cols-2 gap-4">
          {number('ageMin')}
          {number('ageMax')}
        </div>
        {select(
          'heritageCountry',
          HERITAGE_COUNTRIES.map((code) => ({
            value: code,
            label: code === 'other' ? t('questionnaire.profilePart.options.heritageOther') : heritageName(code, i18n.language),
          })),
        )}
        {select(
          'residenceCountry',
          residenceOptions(i18n.language).map(({ code, name }) => ({ value: code, label: name })),
        )}
        <p className="text-sm text-stone-700 dark:text-stone-300">{t('questionnaire.profilePart.later')}</p>
        {failure !== null && <FormNotice kind="error">{errorMessage(t, failure)}</FormNotice>}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <button type="button" className="btn-secondary" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('questionnaire.profilePart.back')}
          </button>
          <button type="submit" className="btn-primary disabled:cursor-not-allowed disabled:opacity-60" disabled={sending}>
            {t(sending ? 'questionnaire.saving' : 'questionnaire.continue')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </button>
        </div>
      </form>
    </StepSection>
  );
}
