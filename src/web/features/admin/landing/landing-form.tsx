// The landing page's draft (docs/decisions/0037-landing-editor.md): one language's texts at a time
// (the hero's title, subtitle, tagline and three bullets, the carousel's three quotes, the country
// section's introduction), then the featured members and the countries, in order. A contract form
// (docs/decisions/0029-forms.md) on the shared `landingContent`, each language checked as one field.
import { useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { type Language, LANGUAGES } from '../../../../shared/constants';
import {
  type FeaturedCandidate,
  type LandingContent,
  LANDING_LIMITS,
  landingContent,
  landingTexts,
} from '../../../../shared/contracts/landing-content';
import { COUNTRY_SLUGS, type CountrySlug } from '../../../../shared/countries';
import { FormNotice } from '../../../components/form/form-notice';
import { SendButton } from '../../../components/form/send-button';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { AdminField } from '../admin-field';
import { useSaveLandingDraft } from './landing-api';
import { OrderedChoice } from './ordered-choice';

/** The form's values: each language's texts as a field of its own, so an error names its language. */
const formSchema = z
  .strictObject({
    ...(Object.fromEntries(LANGUAGES.map((language) => [language, landingTexts])) as Record<Language, typeof landingTexts>),
    featuredMemberIds: landingContent.shape.featuredMemberIds,
    countries: landingContent.shape.countries,
  })
  .transform(({ featuredMemberIds, countries, ...texts }): LandingContent => ({
    texts,
    featuredMemberIds,
    countries,
  }));

const valuesOf = (content: LandingContent) => ({
  ...content.texts,
  featuredMemberIds: content.featuredMemberIds,
  countries: content.countries,
});

interface LandingFormProps {
  initial: LandingContent;
  candidates: readonly FeaturedCandidate[];
  /** Told whether the form holds changes not saved yet (publishing publishes the saved draft). */
  onDirtyChange: (dirty: boolean) => void;
}

export function LandingForm({ initial, candidates, onDirtyChange }: LandingFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useSaveLandingDraft();
  const [language, setLanguage] = useState<Language>('en');
  const { form, field, formProps, set } = useContractForm({
    schema: formSchema,
    defaultValues: valuesOf(initial),
    mutation,
    errorKey: (name, issue) =>
      name === 'featuredMemberIds' || name === 'countries'
        ? `console.landing.errors.${name}`
        : `console.landing.errors.${issue.type === 'too_big' ? 'tooLong' : 'missing'}`,
    successUntilEdit: true,
    onSuccess: (_data, content) => form.reset(valuesOf(content)),
    // A language's error: show that language, and its first empty or too long text.
    focus: (name) => {
      if (!(LANGUAGES as readonly string[]).includes(name)) return;
      setLanguage(name as Language);
      requestAnimationFrame(() =>
        document.getElementById(`${id}-panel`)?.querySelector<HTMLElement>('[aria-invalid="true"], input, textarea')?.focus(),
      );
    },
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const values = form.watch();

  const text = (path: string, label: string, max: number, rows = 0) => {
    const inputId = `${id}-${language}-${path.replace(/\./g, '-')}`;
    const stored: unknown = form.getValues(`${language}.${path}` as never);
    const value = typeof stored === 'string' ? stored : '';
    const invalid = field(language).error !== undefined && (value.trim() === '' || value.length > max);
    const props = {
      ...form.register(`${language}.${path}` as never, { onChange: () => form.clearErrors(language) }),
      id: inputId,
      maxLength: max,
      required: true,
      className: 'form-field',
      'aria-invalid': invalid ? true : undefined,
    };
    return (
      <AdminField key={inputId} id={inputId} label={label}>
        {rows > 0 ? <textarea {...props} rows={rows} /> : <input {...props} />}
      </AdminField>
    );
  };
  const languageError = field(language).error;
  const countryOptions = COUNTRY_SLUGS.map((slug) => ({ value: slug, label: t(`common.countries.${slug}`) }));
  const memberOptions = memberOptionsOf(candidates, values.featuredMemberIds, t('console.landing.unavailableMember'));
  return (
    <form {...formProps} aria-label={t('console.landing.formLabel')} className="space-y-6">
      <LanguageTabs chosen={language} onChoose={setLanguage} hasErrors={(option) => field(option).error !== undefined} />
      <div id={`${id}-panel`} key={language} lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'} className="space-y-4">
        {languageError && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {t(languageError)}
          </p>
        )}
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold">{t('console.landing.hero')}</legend>
          {text('title', t('console.landing.fields.title'), LANDING_LIMITS.title)}
          {text('subtitle', t('console.landing.fields.subtitle'), LANDING_LIMITS.subtitle, 3)}
          {text('tagline', t('console.landing.fields.tagline'), LANDING_LIMITS.tagline)}
          {[0, 1, 2].map((index) => (
            <div key={index} className="grid gap-3 sm:grid-cols-2">
              {text(`bullets.${index}.title`, t('console.landing.fields.bulletTitle', { n: index + 1 }), LANDING_LIMITS.bulletTitle)}
              {text(`bullets.${index}.text`, t('console.landing.fields.bulletText', { n: index + 1 }), LANDING_LIMITS.bulletText)}
            </div>
          ))}
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold">{t('console.landing.quotes')}</legend>
          {[0, 1, 2].map((index) => (
            <div key={index} className="space-y-3 rounded-xl border border-stone-200 p-3 dark:border-stone-700">
              {text(`quotes.${index}.quote`, t('console.landing.fields.quote', { n: index + 1 }), LANDING_LIMITS.quote, 3)}
              <div className="grid gap-3 sm:grid-cols-2">
                {text(`quotes.${index}.names`, t('console.landing.fields.names', { n: index + 1 }), LANDING_LIMITS.names)}
                {text(`quotes.${index}.place`, t('console.landing.fields.place', { n: index + 1 }), LANDING_LIMITS.place)}
              </div>
            </div>
          ))}
        </fieldset>
        {text('countriesIntro', t('console.landing.fields.countriesIntro'), LANDING_LIMITS.countriesIntro, 2)}
      </div>
      <OrderedChoice
        legend={t('console.landing.featured')}
        hint={t('console.landing.featuredHint')}
        options={memberOptions}
        chosen={values.featuredMemberIds}
        max={LANDING_LIMITS.featured}
        onChange={(next) => set('featuredMemberIds', next)}
        error={field('featuredMemberIds').error && t(field('featuredMemberIds').error!)}
      />
      <OrderedChoice<CountrySlug>
        legend={t('console.landing.countries')}
        hint={t('console.landing.countriesHint')}
        options={countryOptions}
        chosen={values.countries}
        onChange={(next) => set('countries', next)}
        error={field('countries').error && t(field('countries').error!)}
      />
      {mutation.isError && <FormNotice kind="error">{errorMessage(t, mutation.error)}</FormNotice>}
      <FormNotice kind="success">{mutation.isSuccess && t('console.landing.saved')}</FormNotice>
      <SendButton sending={mutation.isPending} label={t('console.landing.save')} sendingLabel={t('console.landing.saving')} />
    </form>
  );
}

/** The members the admin may feature; a chosen member no longer offered (opted out since) still shows, so that the admin can remove them. */
function memberOptionsOf(candidates: readonly FeaturedCandidate[], chosen: readonly string[], unavailableLabel: string) {
  const options = candidates.map((candidate) => ({
    value: candidate.id,
    label: `${candidate.displayName}${candidate.city ? `, ${candidate.city}` : ''}`,
  }));
  for (const memberId of chosen) {
    if (!options.some((option) => option.value === memberId)) options.push({ value: memberId, label: unavailableLabel });
  }
  return options;
}

/** Which language's texts the form shows; a language holding a mistake says so on its button. */
function LanguageTabs({
  chosen,
  onChoose,
  hasErrors,
}: {
  chosen: Language;
  onChoose: (language: Language) => void;
  hasErrors: (language: Language) => boolean;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('console.landing.languageLabel')} className="flex flex-wrap gap-2">
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === chosen}
          onClick={() => onChoose(option)}
          className={`${option === chosen ? 'btn-primary' : 'btn-secondary'} px-3 py-1.5 text-sm`}
        >
          {t(`common.languageNames.${option}`)}
          {hasErrors(option) && <span className="ms-1 text-red-700 dark:text-red-300">({t('console.landing.hasErrors')})</span>}
        </button>
      ))}
    </div>
  );
}
