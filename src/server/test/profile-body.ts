// A whole, valid profile as PUT /api/profile takes it (the shared Profile contract), for tests:
// a woman of Lyon who fills in only what is required, with what a test is about given as
// overrides, so that each test shows only the fields it depends on.
import type { Profile } from '../../shared/contracts/profile';

const REQUIRED_ONLY: Profile = {
  displayName: 'Hawa',
  gender: 'woman',
  seeking: 'men',
  ageMin: 28,
  ageMax: 40,
  heritageCountry: 'senegal',
  residenceCountry: 'FR',
  city: 'Lyon',
  religion: null,
  practice: null,
  languages: ['fr'],
  maritalHistory: null,
  childrenHave: null,
  childrenWant: null,
  education: null,
  profession: '',
  interests: [],
  openToRelocating: null,
  showReligion: false,
  showHeritage: false,
  showOnPublicPage: false,
};

export function profileBody(overrides: Partial<Profile> = {}): Profile {
  return { ...REQUIRED_ONLY, ...overrides };
}
