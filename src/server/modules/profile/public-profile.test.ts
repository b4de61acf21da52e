// What other members may see: religion, practice and heritage only when the member chose to show them.
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../shared/contracts/profile';
import { profileBody } from '../../test/profile-body';
import { publicProfileOf } from './public-profile';

const PROFILE: Profile = profileBody({
  religion: 'islam',
  practice: 'very',
  maritalHistory: 'divorced',
  childrenHave: 'yes',
  childrenWant: 'open',
  education: 'bachelor',
  profession: 'Nurse',
  interests: ['music'],
  openToRelocating: 'no',
  showOnPublicPage: true,
});

describe('publicProfileOf', () => {
  it('hides religion, practice and heritage by default, and the toggles themselves', () => {
    const shown = publicProfileOf(PROFILE);
    expect(shown).not.toHaveProperty('religion');
    expect(shown).not.toHaveProperty('practice');
    expect(shown).not.toHaveProperty('heritageCountry');
    expect(shown).not.toHaveProperty('showReligion');
    expect(shown).not.toHaveProperty('showHeritage');
    expect(shown).not.toHaveProperty('showOnPublicPage');
    expect(JSON.stringify(shown)).not.toMatch(/islam|senegal/);
    expect(shown).toMatchObject({ displayName: 'Hawa', city: 'Lyon', profession: 'Nurse', residenceCountry: 'FR' });
  });

  it('shows religion and practice only when showReligion is on', () => {
    const shown = publicProfileOf({ ...PROFILE, showReligion: true });
    expect(shown).toMatchObject({ religion: 'islam', practice: 'very' });
    expect(shown).not.toHaveProperty('heritageCountry');
  });

  it('shows the heritage country only when showHeritage is on', () => {
    const shown = publicProfileOf({ ...PROFILE, showHeritage: true });
    expect(shown.heritageCountry).toBe('senegal');
    expect(shown).not.toHaveProperty('religion');
  });
});
