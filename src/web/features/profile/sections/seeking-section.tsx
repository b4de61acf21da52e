// Who the member is looking for: whom, the age range, and whether they would move.
import { RELOCATING, SEEKING } from '../../../../shared/contracts/profile';
import { useTranslation } from '../../../i18n/react';
import type { ProfileValues } from '../profile-fields';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { optionsOf, Section, type SectionProps } from './section-parts';

export function SeekingSection({ values, errors, update }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section id="profile-seeking-section" title={t('profile.sections.seeking')}>
      <SelectField
        id="profile-seeking"
        name="seeking"
        label={t('profile.fields.seeking')}
        required
        shown
        value={values.seeking}
        options={optionsOf(t, SEEKING, 'seeking')}
        emptyLabel={t('profile.choose')}
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
        options={optionsOf(t, RELOCATING, 'relocating')}
        emptyLabel={t('profile.notSaid')}
        onChange={(value) => update('openToRelocating', value as ProfileValues['openToRelocating'])}
      />
    </Section>
  );
}
