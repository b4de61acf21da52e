// The profile's first section: who the member is and where they live.
import { GENDERS, LANGUAGES } from '../../../../shared/contracts/profile';
import { useTranslation } from '../../../i18n/react';
import { CheckboxGroup } from '../checkbox-group';
import { residenceOptions } from '../../../lib/country-names';
import { languageName } from '../../../lib/language-names';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { optionsOf, Section, type SectionProps, useFieldBinding } from './section-parts';

export function AboutSection(props: SectionProps) {
  const { t, i18n } = useTranslation();
  const { field } = useFieldBinding(props);
  const language = i18n.language;
  const choose = t('profile.choose');
  return (
    <Section id="profile-about" title={t('profile.sections.about')}>
      <TextField {...field('displayName')} required shown autoComplete="nickname" />
      <SelectField {...field('gender')} required shown options={optionsOf(t, GENDERS, 'gender')} emptyLabel={choose} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field('residenceCountry')}
          required
          shown
          options={residenceOptions(language).map(({ code, name }) => ({ value: code, label: name }))}
          emptyLabel={choose}
        />
        <TextField {...field('city')} shown autoComplete="address-level2" />
      </div>
      <CheckboxGroup
        id="profile-languages"
        legend={t('profile.fields.languages')}
        shown
        options={LANGUAGES.map((code) => ({ value: code, label: languageName(t, code) }))}
        chosen={props.values.languages}
        onChange={(chosen) => props.update('languages', chosen)}
      />
    </Section>
  );
}
