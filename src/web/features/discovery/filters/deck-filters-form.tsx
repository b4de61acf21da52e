// Premium's advanced filters (decisions.md, "Discovery"): heritage, country and city, age range,
// religion, relationship goal and languages, applied on the server. The form edits a copy; the
// deck changes only when the member asks for it. The ages are checked by the deck's own contract.
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { deckFilters } from '../../../../shared/contracts/discovery';
import { HERITAGE_COUNTRIES, LANGUAGES, RELIGIONS } from '../../../../shared/contracts/profile';
import { RELATIONSHIP_GOALS } from '../../../../shared/contracts/questionnaire';
import { useTranslation } from '../../../i18n/react';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useLanguage } from '../../../lib/use-language';
import { type DeckFilterValues, NO_FILTERS } from '../api/deck-search';
import { countryOptions } from '../display-names';
import { languageName } from '../../../lib/language-names';
import { heritageName } from '../member-texts';
import { AgeRange } from './age-range';
import { CheckboxGroup } from './checkbox-group';

/** "Prefer not to say" is an answer, not something anyone looks for. */
const RELIGION_CHOICES = RELIGIONS.filter((religion) => religion !== 'prefer_not_to_say');

/** An age as typed: empty for any, else what the deck's contract accepts. */
const contractAge = deckFilters.shape.ageMin.unwrap();
const age = z.string().transform((text, context) => {
  if (text.trim() === '') return null;
  const parsed = contractAge.safeParse(text.trim());
  if (parsed.success) return parsed.data;
  context.addIssue({ code: 'custom', message: 'age' });
  return z.NEVER;
});

const schema = z
  .looseObject({ city: z.string().trim(), ageMin: age, ageMax: age })
  .refine(({ ageMin, ageMax }) => ageMin === null || ageMax === null || ageMin <= ageMax, { path: ['ageMax'] });

type FormValues = Omit<DeckFilterValues, 'ageMin' | 'ageMax'> & { ageMin: string; ageMax: string };
const valuesOf = (filters: DeckFilterValues): FormValues => ({
  ...filters,
  ageMin: filters.ageMin?.toString() ?? '',
  ageMax: filters.ageMax?.toString() ?? '',
});

interface DeckFiltersFormProps {
  applied: DeckFilterValues;
  onApply: (filters: DeckFilterValues) => void;
}

export function DeckFiltersForm({ applied, onApply }: DeckFiltersFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { form, field, set, errorOf, formProps } = useContractForm({
    schema,
    defaultValues: valuesOf(applied),
    toVariables: (output, values): DeckFilterValues => ({ ...values, city: output.city, ageMin: output.ageMin, ageMax: output.ageMax }),
    apply: onApply,
  });
  const lists = useWatch({ control: form.control, name: ['heritage', 'religion', 'goal', 'languages'] });
  const group = <F extends 'heritage' | 'religion' | 'goal' | 'languages'>(
    name: F,
    index: number,
    legend: string,
    options: { value: DeckFilterValues[F][number]; label: string }[],
  ) => (
    <CheckboxGroup
      legend={legend}
      name={name}
      options={options}
      selected={lists[index] as DeckFilterValues[F]}
      onChange={(selected) => set(name, selected as never)}
    />
  );

  return (
    <form {...formProps} className="space-y-5">
      {group(
        'heritage',
        0,
        t('discovery.filters.heritage'),
        HERITAGE_COUNTRIES.map((value) => ({ value, label: heritageName(t, value) })),
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="filter-country" className="mb-1 block text-sm font-medium">
            {t('discovery.filters.country')}
          </label>
          <select id="filter-country" {...field('country').input} className="form-field">
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
          <input id="filter-city" type="text" {...field('city').input} maxLength={100} className="form-field" />
        </div>
      </div>
      <AgeRange min={field('ageMin').input} max={field('ageMax').input} invalid={Boolean(errorOf('ageMin') ?? errorOf('ageMax'))} />
      {group(
        'religion',
        1,
        t('discovery.filters.religion'),
        RELIGION_CHOICES.map((value) => ({ value, label: t(`profile.options.religion.${value}`) })),
      )}
      {group(
        'goal',
        2,
        t('discovery.filters.goal'),
        RELATIONSHIP_GOALS.map((value) => ({ value, label: t(`questionnaire.relationshipGoals.options.${value}`) })),
      )}
      {group(
        'languages',
        3,
        t('discovery.filters.languages'),
        LANGUAGES.map((value) => ({ value, label: languageName(t, value) })),
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            form.reset(valuesOf(NO_FILTERS));
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
