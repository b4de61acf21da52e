import { Save } from 'lucide-react';
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { refusedFields } from '../../lib/forms/refused-fields';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { FormNotice } from '../../components/form/form-notice';
import { useSaveProfile } from './api/profile-api';
import {
  CHECKED_FIELDS,
  fieldErrorKey,
  fieldErrorOf,
  type FieldErrors,
  profileErrorKey,
  profileSchema,
  type ProfileValues,
  valuesOf,
} from './profile-fields';
import { AboutSection } from './sections/about-section';
import { HeritageSection } from './sections/heritage-section';
import { FamilySection, InterestsSection, PublicPageSection, WorkSection } from './sections/life-sections';
import { SeekingSection } from './sections/seeking-section';

interface ProfileFormProps {
  initialValues: ProfileValues;
  /** Shown above the form (a prefill that could not be loaded). */
  notice?: string;
}

/**
 * The member profile, in seven sections. Each field says whether other members will see
 * it; religion and heritage stay private unless their toggle is on. Save checks every field by
 * the contract the server applies too, and says in place what is wrong; a refused save keeps
 * everything in the form and says why, translated.
 */
const fieldErrorsFor = refusedFields(CHECKED_FIELDS, fieldErrorKey);

export function ProfileForm({ initialValues, notice }: ProfileFormProps) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, set, errorOf, formProps, failure } = useContractForm({
    schema: profileSchema,
    defaultValues: initialValues,
    mutation: save,
    errorKey: profileErrorKey,
    fieldErrorsFor,
    onSuccess: (stored) => form.reset(valuesOf(stored)),
    // "Saved" is about the values saved: a change makes it untrue (a failure stays said).
    successUntilEdit: true,
    focus: (field) => formRef.current?.querySelector<HTMLElement>(`#profile-${field}, #profile-${field} input`)?.focus(),
  });
  const values = useWatch({ control: form.control }) as ProfileValues;
  const errors: FieldErrors = Object.fromEntries(CHECKED_FIELDS.map((field) => [field, fieldErrorOf(errorOf(field))]));

  const update = <F extends keyof ProfileValues>(field: F, value: ProfileValues[F]) => {
    set(field, value as never);
    // The age range's order error is said on ageMax: changing either age clears it.
    if (field === 'ageMin' && errorOf('ageMax') === 'ageOrder') form.clearErrors('ageMax');
  };

  const hasErrors = Object.values(errors).some(Boolean);
  const sectionProps = { values, errors, update };

  return (
    <form ref={formRef} {...formProps} aria-labelledby="profile-title" className="space-y-8">
      <p className="text-stone-800 dark:text-stone-200">{t('profile.intro')}</p>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('profile.privacyNote')}</p>
      {notice && <FormNotice kind="error">{notice}</FormNotice>}
      <AboutSection {...sectionProps} />
      <SeekingSection {...sectionProps} />
      <HeritageSection {...sectionProps} />
      <FamilySection {...sectionProps} />
      <WorkSection {...sectionProps} />
      <InterestsSection {...sectionProps} />
      <PublicPageSection {...sectionProps} />
      {hasErrors && <FormNotice kind="error">{t('profile.errors.fix')}</FormNotice>}
      {failure !== null && !hasErrors && <FormNotice kind="error">{errorMessage(t, failure)}</FormNotice>}
      {save.isSuccess && <FormNotice kind="success">{t('profile.saved')}</FormNotice>}
      <button type="submit" className="btn-primary disabled:cursor-not-allowed disabled:opacity-60" disabled={save.isPending}>
        <Save aria-hidden="true" className="size-4" />
        {t(save.isPending ? 'profile.saving' : 'profile.save')}
      </button>
    </form>
  );
}
