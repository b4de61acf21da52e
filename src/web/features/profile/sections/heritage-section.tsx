// Heritage and faith: both private unless their toggle is on.
import { HERITAGE_COUNTRIES, PRACTICES, RELIGIONS } from '../../../../shared/contracts/profile';
import { useTranslation } from '../../../i18n/react';
import { heritageName } from '../display-names';
import type { ProfileValues } from '../profile-fields';
import { SelectField } from '../select-field';
import { optionsOf, Section, type SectionProps, Toggle } from './section-parts';

export function HeritageSection({ values, errors, update }: SectionProps) {
  const { t, i18n } = useTranslation();
  const notSaid = t('profile.notSaid');
  return (
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
          label: code === 'other' ? t('profile.options.heritage.other') : heritageName(code, i18n.language),
        }))}
        emptyLabel={t('profile.choose')}
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
          options={optionsOf(t, RELIGIONS, 'religion')}
          emptyLabel={notSaid}
          onChange={(value) => update('religion', value as ProfileValues['religion'])}
        />
        <SelectField
          id="profile-practice"
          name="practice"
          label={t('profile.fields.practice')}
          shown={values.showReligion}
          value={values.practice}
          options={optionsOf(t, PRACTICES, 'practice')}
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
  );
}
