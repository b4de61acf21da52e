import { Save } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import {
  CHILDREN_HAVE,
  CHILDREN_WANT,
  EDUCATIONS,
  GENDERS,
  HERITAGE_COUNTRIES,
  INTERESTS,
  LANGUAGES,
  MARITAL_HISTORIES,
  MAX_INTERESTS,
  PRACTICES,
  type Profile,
  type ProfileResponse,
  RELIGIONS,
  RELOCATING,
  SEEKING,
} from '../../../shared/contracts/profile';
import { useTranslation } from '../../i18n/react';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { FormNotice } from '../../components/form/form-notice';
import { CheckboxGroup } from './checkbox-group';
import { heritageName, languageName, residenceOptions } from './display-names';
import {
  CHECKED_FIELDS,
  errorsFromServer,
  type FieldErrors,
  profileOf,
  type ProfileValues,
  validateProfile,
  valuesOf,
} from './profile-fields';
import { SelectField } from './select-field';
import { TextField } from './text-field';

interface ProfileFormProps {
  initialValues: ProfileValues;
  /** Saves the profile; a rejection keeps everything in the form and is shown translated. */
  onSubmit: (profile: Profile) => Promise<ProfileResponse>;
  /** Shown above the form (a prefill that could not be loaded). */
  notice?: string;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-lg border border-stone-200 p-5 dark:border-stone-700">
      <legend id={id} className="px-1 text-xl font-bold">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * The member profile (issue 5), in seven sections. Each field says whether other members will see
 * it; religion and heritage stay private unless their toggle is on. Save checks every field by
 * the contract the server applies too, and says in place what is wrong.
 */
export function ProfileForm({ initialValues, onSubmit, notice }: ProfileFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [values, setValues] = useState<ProfileValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const update = <F extends keyof ProfileValues>(field: F, value: ProfileValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setSaved(false);
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A ref, not state: a second click in the same tick must not send twice.
    if (busy.current) return;
    setFailure(null);
    setSaved(false);
    const found = validateProfile(values);
    const profile = profileOf(values);
    if (!profile || Object.values(found).some(Boolean)) {
      setErrors(found);
      focusFirstError(found);
      return;
    }
    busy.current = true;
    setSaving(true);
    try {
      const stored = await onSubmit(profile);
      setValues(valuesOf(stored));
      setErrors({});
      setSaved(true);
    } catch (error) {
      // Whatever went wrong, everything typed stays in the form for another try.
      setFailure(error);
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') setErrors(errorsFromServer(error.details, values));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  const options = <T extends string>(codes: readonly T[], key: string) =>
    codes.map((code) => ({ value: code, label: t(`profile.options.${key}.${code}`) }));
  const choose = t('profile.choose');
  const notSaid = t('profile.notSaid');
  const hasErrors = Object.values(errors).some(Boolean);

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="profile-title" className="space-y-8">
      <p className="text-stone-800 dark:text-stone-200">{t('profile.intro')}</p>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('profile.privacyNote')}</p>
      {notice && <FormNotice kind="error">{notice}</FormNotice>}

      <Section id="profile-about" title={t('profile.sections.about')}>
        <TextField
          id="profile-displayName"
          name="displayName"
          label={t('profile.fields.displayName')}
          required
          shown
          autoComplete="nickname"
          value={values.displayName}
          error={errors.displayName}
          onChange={(value) => update('displayName', value)}
        />
        <SelectField
          id="profile-gender"
          name="gender"
          label={t('profile.fields.gender')}
          required
          shown
          value={values.gender}
          options={options(GENDERS, 'gender')}
          emptyLabel={choose}
          error={errors.gender}
          onChange={(value) => update('gender', value as ProfileValues['gender'])}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            id="profile-residenceCountry"
            name="residenceCountry"
            label={t('profile.fields.residenceCountry')}
            required
            shown
            value={values.residenceCountry}
            options={residenceOptions(language).map(({ code, name }) => ({ value: code, label: name }))}
            emptyLabel={choose}
            error={errors.residenceCountry}
            onChange={(value) => update('residenceCountry', value)}
          />
          <TextField
            id="profile-city"
            name="city"
            label={t('profile.fields.city')}
            shown
            autoComplete="address-level2"
            value={values.city}
            error={errors.city}
            onChange={(value) => update('city', value)}
          />
        </div>
        <CheckboxGroup
          id="profile-languages"
          legend={t('profile.fields.languages')}
          shown
          options={LANGUAGES.map((code) => ({ value: code, label: languageName(code, language) }))}
          chosen={values.languages}
          onChange={(chosen) => update('languages', chosen)}
        />
      </Section>

      <Section id="profile-seeking-section" title={t('profile.sections.seeking')}>
        <SelectField
          id="profile-seeking"
          name="seeking"
          label={t('profile.fields.seeking')}
          required
          shown
          value={values.seeking}
          options={options(SEEKING, 'seeking')}
          emptyLabel={choose}
          error={errors.seeking}
          onChange={(value) => update('seeking', value as ProfileValues['seeking'])}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="profile-ageMin"
            name="ageMin"
            type="number"
            label={t('profile.fields.ageMin')}
            required
            shown
            value={values.ageMin}
            error={errors.ageMin}
            onChange={(value) => update('ageMin', value)}
          />
          <TextField
            id="profile-ageMax"
            name="ageMax"
            type="number"
            label={t('profile.fields.ageMax')}
            required
            shown
            value={values.ageMax}
            error={errors.ageMax}
            onChange={(value) => update('ageMax', value)}
          />
        </div>
        <SelectField
          id="profile-openToRelocating"
          name="openToRelocating"
          label={t('profile.fields.openToRelocating')}
          shown
          value={values.openToRelocating}
          options={options(RELOCATING, 'relocating')}
          emptyLabel={notSaid}
          onChange={(value) => update('openToRelocating', value as ProfileValues['openToRelocating'])}
        />
      </Section>

      <Section id="profile-heritage" title={t('profile.sections.heritage')}>
        <p className="text-sm text-stone-700 dark:text-stone-300">{t('profile.heritageNote')}</p>
        <SelectField
          id="profile-heritageCountry"
          name="heritageCountry"
          label={t('profile.fields.heritageCountry')}
          required
          shown={values.showHeritage}
          value={values.heritageCountry}
          options={HERITAGE_COUNTRIES.map((code) => ({
            value: code,
            label: code === 'other' ? t('profile.options.heritage.other') : heritageName(code, language),
          }))}
          emptyLabel={choose}
          error={errors.heritageCountry}
          onChange={(value) => update('heritageCountry', value as ProfileValues['heritageCountry'])}
        />
        <Toggle
          id="profile-showHeritage"
          checked={values.showHeritage}
          label={t('profile.showHeritage')}
          onChange={(checked) => update('showHeritage', checked)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            id="profile-religion"
            name="religion"
            label={t('profile.fields.religion')}
            shown={values.showReligion}
            value={values.religion}
            options={options(RELIGIONS, 'religion')}
            emptyLabel={notSaid}
            onChange={(value) => update('religion', value as ProfileValues['religion'])}
          />
          <SelectField
            id="profile-practice"
            name="practice"
            label={t('profile.fields.practice')}
            shown={values.showReligion}
            value={values.practice}
            options={options(PRACTICES, 'practice')}
            emptyLabel={notSaid}
            onChange={(value) => update('practice', value as ProfileValues['practice'])}
          />
        </div>
        <Toggle
          id="profile-showReligion"
          checked={values.showReligion}
          label={t('profile.showReligion')}
          onChange={(checked) => update('showReligion', checked)}
        />
      </Section>

      <Section id="profile-family" title={t('profile.sections.family')}>
        <SelectField
          id="profile-maritalHistory"
          name="maritalHistory"
          label={t('profile.fields.maritalHistory')}
          shown
          value={values.maritalHistory}
          options={options(MARITAL_HISTORIES, 'maritalHistory')}
          emptyLabel={notSaid}
          onChange={(value) => update('maritalHistory', value as ProfileValues['maritalHistory'])}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            id="profile-childrenHave"
            name="childrenHave"
            label={t('profile.fields.childrenHave')}
            shown
            value={values.childrenHave}
            options={options(CHILDREN_HAVE, 'childrenHave')}
            emptyLabel={notSaid}
            onChange={(value) => update('childrenHave', value as ProfileValues['childrenHave'])}
          />
          <SelectField
            id="profile-childrenWant"
            name="childrenWant"
            label={t('profile.fields.childrenWant')}
            shown
            value={values.childrenWant}
            options={options(CHILDREN_WANT, 'childrenWant')}
            emptyLabel={notSaid}
            onChange={(value) => update('childrenWant', value as ProfileValues['childrenWant'])}
          />
        </div>
      </Section>

      <Section id="profile-work" title={t('profile.sections.work')}>
        <SelectField
          id="profile-education"
          name="education"
          label={t('profile.fields.education')}
          shown
          value={values.education}
          options={options(EDUCATIONS, 'education')}
          emptyLabel={notSaid}
          onChange={(value) => update('education', value as ProfileValues['education'])}
        />
        <TextField
          id="profile-profession"
          name="profession"
          label={t('profile.fields.profession')}
          shown
          autoComplete="organization-title"
          value={values.profession}
          error={errors.profession}
          onChange={(value) => update('profession', value)}
        />
      </Section>

      <Section id="profile-interests-section" title={t('profile.sections.interests')}>
        <CheckboxGroup
          id="profile-interests"
          legend={t('profile.fields.interests')}
          hint={t('profile.interestsHint', { max: MAX_INTERESTS })}
          shown
          options={options(INTERESTS, 'interests')}
          chosen={values.interests}
          error={errors.interests}
          onChange={(chosen) => update('interests', chosen)}
        />
      </Section>

      <Section id="profile-public-page" title={t('profile.sections.publicPage')}>
        <Toggle
          id="profile-showOnPublicPage"
          checked={values.showOnPublicPage}
          label={t('profile.showOnPublicPage')}
          description={t('profile.showOnPublicPageHint')}
          onChange={(checked) => update('showOnPublicPage', checked)}
        />
      </Section>

      {hasErrors && <FormNotice kind="error">{t('profile.errors.fix')}</FormNotice>}
      {failure !== null && !hasErrors && <FormNotice kind="error">{errorMessage(t, failure)}</FormNotice>}
      {saved && <FormNotice kind="success">{t('profile.saved')}</FormNotice>}
      <button type="submit" className="btn-primary disabled:cursor-not-allowed disabled:opacity-60" disabled={saving}>
        <Save aria-hidden="true" className="size-4" />
        {t(saving ? 'profile.saving' : 'profile.save')}
      </button>
    </form>
  );
}

interface ToggleProps {
  id: string;
  checked: boolean;
  label: string;
  /** What turning it on means, read with the label by screen readers. */
  description?: string;
  onChange: (checked: boolean) => void;
}

function Toggle({ id, checked, label, description, onChange }: ToggleProps) {
  const descriptionId = `${id}-description`;
  return (
    <div className="rounded-lg bg-amber-50 px-4 py-3 dark:bg-stone-900">
      <label htmlFor={id} className="flex cursor-pointer items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={description ? descriptionId : undefined}
          className="size-4 shrink-0 accent-amber-700"
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {/* Beside the label, not in it: the checkbox's name stays short, the details are its description. */}
      {description && (
        <p id={descriptionId} className="mt-1 ps-7 text-sm text-stone-700 dark:text-stone-300">
          {description}
        </p>
      )}
    </div>
  );
}
