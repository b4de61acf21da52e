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
import type { ProfileValues } from '../profile-fields';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { optionsOf, Section, type SectionProps, Toggle } from './section-parts';

export function FamilySection({ values, update }: SectionProps) {
  const { t } = useTranslation();
  const notSaid = t('profile.notSaid');
  return (
    <Section id="profile-family" title={t('profile.sections.family')}>
      <SelectField
        id="profile-maritalHistory"
        name="maritalHistory"
        label={t('profile.fields.maritalHistory')}
        shown
        value={values.maritalHistory}
        options={optionsOf(t, MARITAL_HISTORIES, 'maritalHistory')}
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
          options={optionsOf(t, CHILDREN_HAVE, 'childrenHave')}
          emptyLabel={notSaid}
          onChange={(value) => update('childrenHave', value as ProfileValues['childrenHave'])}
        />
        <SelectField
          id="profile-childrenWant"
          name="childrenWant"
          label={t('profile.fields.childrenWant')}
          shown
          value={values.childrenWant}
          options={optionsOf(t, CHILDREN_WANT, 'childrenWant')}
          emptyLabel={notSaid}
          onChange={(value) => update('childrenWant', value as ProfileValues['childrenWant'])}
        />
      </div>
    </Section>
  );
}

export function WorkSection({ values, errors, update }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section id="profile-work" title={t('profile.sections.work')}>
      <SelectField
        id="profile-education"
        name="education"
        label={t('profile.fields.education')}
        shown
        value={values.education}
        options={optionsOf(t, EDUCATIONS, 'education')}
        emptyLabel={t('profile.notSaid')}
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

export function PublicPageSection({ values, update }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section id="profile-public-page" title={t('profile.sections.publicPage')}>
      <Toggle
        id="profile-showOnPublicPage"
        checked={values.showOnPublicPage}
        label={t('profile.showOnPublicPage')}
        description={t('profile.showOnPublicPageHint')}
        onChange={(checked) => update('showOnPublicPage', checked)}
      />
    </Section>
  );
}
