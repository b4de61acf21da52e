import { Save } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { FormNotice } from '../../components/form/form-notice';
import { useSaveProfile } from './api/profile-api';
import {
  CHECKED_FIELDS,
  errorsFromServer,
  type FieldErrors,
  profileOf,
  type ProfileValues,
  validateProfile,
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
 * The member profile (issue 5), in seven sections. Each field says whether other members will see
 * it; religion and heritage stay private unless their toggle is on. Save checks every field by
 * the contract the server applies too, and says in place what is wrong; a refused save keeps
 * everything in the form and says why, translated.
 */
export function ProfileForm({ initialValues, notice }: ProfileFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ProfileValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveProfile();
  const formRef = useRef<HTMLFormElement>(null);

  const update = <F extends keyof ProfileValues>(field: F, value: ProfileValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // "Saved" is about the values saved: a change makes it untrue (a failure stays said).
    if (save.isSuccess) save.reset();
    // The age range's order error is said on ageMax: changing either age clears it.
    setErrors((current) => {
      const next = { ...current, [field]: undefined };
      if (field === 'ageMin' && current.ageMax?.key === 'ageOrder') next.ageMax = undefined;
      return next;
    });
  };

  const focusFirstError = (found: FieldErrors) => {
    const first = CHECKED_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#profile-${first}, #profile-${first} input`)?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    const found = validateProfile(values);
    const profile = profileOf(values);
    if (!profile || Object.values(found).some(Boolean)) {
      setErrors(found);
      focusFirstError(found);
      return;
    }
    save.send(profile, {
      onSuccess: (stored) => {
        setValues(valuesOf(stored));
        setErrors({});
      },
      // Whatever went wrong, everything typed stays in the form for another try.
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') setErrors(errorsFromServer(error.details, values));
      },
    });
  };

  const hasErrors = Object.values(errors).some(Boolean);
  const sectionProps = { values, errors, update };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="profile-title" className="space-y-8">
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
      {save.isError && !hasErrors && <FormNotice kind="error">{errorMessage(t, save.error)}</FormNotice>}
      {save.isSuccess && <FormNotice kind="success">{t('profile.saved')}</FormNotice>}
      <button type="submit" className="btn-primary disabled:cursor-not-allowed disabled:opacity-60" disabled={save.isPending}>
        <Save aria-hidden="true" className="size-4" />
        {t(save.isPending ? 'profile.saving' : 'profile.save')}
      </button>
    </form>
  );
}
