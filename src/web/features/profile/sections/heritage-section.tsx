// Heritage and faith: both private unless their toggle is on.
import { HERITAGE_COUNTRIES, PRACTICES, RELIGIONS } from '../../../../shared/contracts/profile';
import { useTranslation } from '../../../i18n/react';
import { heritageName } from '../../../lib/country-names';
import { SelectField } from '../select-field';
import { optionsOf, Section, type SectionProps, Toggle, useFieldBinding } from './section-parts';

export function HeritageSection(props: SectionProps) {
  const { t, i18n } = useTranslation();
  const { field, toggle } = useFieldBinding(props);
  const { showHeritage, showReligion } = props.values;
  const notSaid = t('profile.notSaid');
  return (
    <Section id="profile-heritage" title={t('profile.sections.heritage')}>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('profile.heritageNote')}</p>
      <SelectField
        {...field('heritageCountry')}
        required
        shown={showHeritage}
        options={HERITAGE_COUNTRIES.map((code) => ({
          value: code,
          label: code === 'other' ? t('profile.options.heritage.other') : heritageName(code, i18n.language),
        }))}
        emptyLabel={t('profile.choose')}
      />
      <Toggle {...toggle('showHeritage')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField {...field('religion')} shown={showReligion} options={optionsOf(t, RELIGIONS, 'religion')} emptyLabel={notSaid} />
        <SelectField {...field('practice')} shown={showReligion} options={optionsOf(t, PRACTICES, 'practice')} emptyLabel={notSaid} />
      </div>
      <Toggle {...toggle('showReligion')} />
    </Section>
  );
}
