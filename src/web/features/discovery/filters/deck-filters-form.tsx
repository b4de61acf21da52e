// Premium's advanced filters (decisions.md, "Discovery"): heritage, country and city, age range,
// religion, relationship goal and languages, applied on the server. The form edits a copy; the
// deck changes only when the member asks for it.
import { useState } from 'react';
import { AGE_MAX, AGE_MIN, HERITAGE_COUNTRIES, LANGUAGES, RELIGIONS } from '../../../../shared/contracts/profile';
import { RELATIONSHIP_GOALS } from '../../../../shared/contracts/questionnaire';
import { useTranslation } from '../../../i18n/react';
import { useLanguage } from '../../../lib/use-language';
import { type DeckFilterValues, NO_FILTERS } from '../api/deck-search';
import { countryOptions, languageName } from '../display-names';
import { heritageName } from '../member-texts';
import { CheckboxGroup } from './checkbox-group';

/** "Prefer not to say" is an answer, not something anyone looks for. */
const RELIGION_CHOICES = RELIGIONS.filter((religion) => religion !== 'prefer_not_to_say');

const ageOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const validAge = (age: number | null) => age === null || (Number.isInteger(age) && age >= AGE_MIN && age <= AGE_MAX);

interface DeckFiltersFormProps {
  applied: DeckFilterValues;
  onApply: (filters: DeckFilterValues) => void;
}

export function DeckFiltersForm({ applied, onApply }: DeckFiltersFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [values, setValues] = useState(applied);
  const [ages, setAges] = useState({ min: applied.ageMin?.toString() ?? '', max: applied.ageMax?.toString() ?? '' });
  const [ageError, setAgeError] = useState(false);
  const set = <K extends keyof DeckFilterValues>(field: K, value: DeckFilterValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = () => {
    const ageMin = ageOf(ages.min);
    const ageMax = ageOf(ages.max);
    if (!validAge(ageMin) || !validAge(ageMax) || (ageMin !== null && ageMax !== null && ageMin > ageMax)) {
      setAgeError(true);
      return;
    }
    setAgeError(false);
    onApply({ ...values, city: values.city.trim(), ageMin, ageMax });
  };

  const ageField = (which: 'min' | 'max') => (
    <div>
      <label htmlFor={`filter-age-${which}`} className="mb-1 block text-sm font-medium">
        {t(which === 'min' ? 'discovery.filters.ageMin' : 'discovery.filters.ageMax')}
      </label>
      <input
        id={`filter-age-${which}`}
        type="number"
        inputMode="numeric"
        min={AGE_MIN}
        max={AGE_MAX}
        value={ages[which]}
        onChange={(event) => setAges((current) => ({ ...current, [which]: event.target.value }))}
        aria-invalid={ageError || undefined}
        aria-describedby={ageError ? 'filter-age-error' : undefined}
        className="form-field"
      />
    </div>
  );

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <CheckboxGroup
        legend={t('discovery.filters.heritage')}
        name="heritage"
        options={HERITAGE_COUNTRIES.map((value) => ({ value, label: heritageName(t, value) }))}
        selected={values.heritage}
        onChange={(selected) => set('heritage', selected)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="filter-country" className="mb-1 block text-sm font-medium">
            {t('discovery.filters.country')}
          </label>
          <select
            id="filter-country"
            value={values.country}
            onChange={(event) => set('country', event.target.value)}
            className="form-field"
          >
            <option value="">{t('discovery.filters.anyCountry')}</option>
            {countryOptions(language).map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-city" className="mb-1 block text-sm font-medium">
            {t('discovery.filters.city')}
          </label>
          <input
            id="filter-city"
            type="text"
            value={values.city}
            maxLength={100}
            onChange={(event) => set('city', event.target.value)}
            className="form-field"
          />
        </div>
      </div>
      <fieldset>
        <legend className="mb-2 font-semibold">{t('discovery.filters.age')}</legend>
        <div className="grid grid-cols-2 gap-4">
          {ageField('min')}
          {ageField('max')}
        </div>
        {ageError && (
          <p id="filter-age-error" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
            {t('discovery.filters.ageError', { min: AGE_MIN, max: AGE_MAX })}
          </p>
        )}
      </fieldset>
      <CheckboxGroup
        legend={t('discovery.filters.religion')}
        name="religion"
        options={RELIGION_CHOICES.map((value) => ({ value, label: t(`profile.options.religion.${value}`) }))}
        selected={values.religion}
        onChange={(selected) => set('religion', selected)}
      />
      <CheckboxGroup
        legend={t('discovery.filters.goal')}
        name="goal"
        options={RELATIONSHIP_GOALS.map((value) => ({ value, label: t(`questionnaire.relationshipGoals.options.${value}`) }))}
        selected={values.goal}
        onChange={(selected) => set('goal', selected)}
      />
      <CheckboxGroup
        legend={t('discovery.filters.languages')}
        name="languages"
        options={LANGUAGES.map((value) => ({ value, label: languageName(value, language) }))}
        selected={values.languages}
        onChange={(selected) => set('languages', selected)}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            setValues(NO_FILTERS);
            setAges({ min: '', max: '' });
            setAgeError(false);
            onApply(NO_FILTERS);
          }}
        >
          {t('discovery.filters.clear')}
        </button>
        <button type="submit" className="btn-primary">
          {t('discovery.filters.apply')}
        </button>
      </div>
    </form>
  );
}
