// Who the member is looking for: whom, the age range, and whether they would move.
import { RELOCATING, SEEKING } from '../../../../shared/contracts/profile';
import { useTranslation } from '../../../i18n/react';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { optionsOf, Section, type SectionProps, useFieldBinding } from './section-parts';

export function SeekingSection(props: SectionProps) {
  const { t } = useTranslation();
  const { field } = useFieldBinding(props);
  return (
    <Section id="profile-seeking-section" title={t('profile.sections.seeking')}>
      <SelectField {...field('seeking')} required shown options={optionsOf(t, SEEKING, 'seeking')} emptyLabel={t('profile.choose')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('ageMin')} type="number" required shown />
        <TextField {...field('ageMax')} type="number" required shown />
      </div>
      <SelectField
        {...field('openToRelocating')}
        shown
        options={optionsOf(t, RELOCATING, 'relocating')}
        emptyLabel={t('profile.notSaid')}
      />
    </Section>
  );
}
