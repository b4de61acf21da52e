// The profile's last sections: family, work, interests, and the public page's toggle.
import {
  CHILDREN_HAVE,
  CHILDREN_WANT,
  EDUCATIONS,
  INTERESTS,
  MARITAL_HISTORIES,
  MAX_INTERESTS,
} from '../../../../shared/contracts/profile';
import { useTranslation } from '../../../i18n/react';
import { CheckboxGroup } from '../checkbox-group';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { optionsOf, Section, type SectionProps, Toggle, useFieldBinding } from './section-parts';

export function FamilySection(props: SectionProps) {
  const { t } = useTranslation();
  const { field } = useFieldBinding(props);
  const notSaid = t('profile.notSaid');
  return (
    <Section id="profile-family" title={t('profile.sections.family')}>
      <SelectField {...field('maritalHistory')} shown options={optionsOf(t, MARITAL_HISTORIES, 'maritalHistory')} emptyLabel={notSaid} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField {...field('childrenHave')} shown options={optionsOf(t, CHILDREN_HAVE, 'childrenHave')} emptyLabel={notSaid} />
        <SelectField {...field('childrenWant')} shown options={optionsOf(t, CHILDREN_WANT, 'childrenWant')} emptyLabel={notSaid} />
      </div>
    </Section>
  );
}

export function WorkSection(props: SectionProps) {
  const { t } = useTranslation();
  const { field } = useFieldBinding(props);
  return (
    <Section id="profile-work" title={t('profile.sections.work')}>
      <SelectField {...field('education')} shown options={optionsOf(t, EDUCATIONS, 'education')} emptyLabel={t('profile.notSaid')} />
      <TextField {...field('profession')} shown autoComplete="organization-title" />
    </Section>
  );
}

export function InterestsSection({ values, errors, update }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section id="profile-interests-section" title={t('profile.sections.interests')}>
      <CheckboxGroup
        id="profile-interests"
        legend={t('profile.fields.interests')}
        hint={t('profile.interestsHint', { max: MAX_INTERESTS })}
        shown
        options={optionsOf(t, INTERESTS, 'interests')}
        chosen={values.interests}
        error={errors.interests}
        onChange={(chosen) => update('interests', chosen)}
      />
    </Section>
  );
}

export function PublicPageSection(props: SectionProps) {
  const { t } = useTranslation();
  const { toggle } = useFieldBinding(props);
  return (
    <Section id="profile-public-page" title={t('profile.sections.publicPage')}>
      <Toggle {...toggle('showOnPublicPage')} description={t('profile.showOnPublicPageHint')} />
    </Section>
  );
}
