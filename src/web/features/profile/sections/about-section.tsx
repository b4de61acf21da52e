// The profile's first section: who the member is and where they live.
import { GENDERS, LANGUAGES } from '../../../../shared/contracts/profile';
import { useTranslation } from '../../../i18n/react';
import { CheckboxGroup } from '../checkbox-group';
import { languageName, residenceOptions } from '../display-names';
import type { ProfileValues } from '../profile-fields';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { optionsOf, Section, type SectionProps } from './section-parts';

export function AboutSection({ values, errors, update }: SectionProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const choose = t('profile.choose');
  return (
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
        options={optionsOf(t, GENDERS, 'gender')}
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
  );
}
