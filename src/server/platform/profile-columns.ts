// The profile's columns as the profile contract names them (shared/contracts/profile.ts, less the
// display name, which lives on the user row): what the profile module reads and writes back, and
// what member-cards reads of other members (member-rows.ts). One list, so that a field added to
// the profile reaches both.
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Profile } from '../../shared/contracts/profile';
import { profiles } from '../db/schema';

export const profileFieldColumns = {
  gender: profiles.gender,
  seeking: profiles.seeking,
  ageMin: profiles.ageMin,
  ageMax: profiles.ageMax,
  heritageCountry: profiles.heritageCountry,
  residenceCountry: profiles.residenceCountry,
  city: profiles.city,
  religion: profiles.religion,
  practice: profiles.practice,
  languages: profiles.languages,
  maritalHistory: profiles.maritalHistory,
  childrenHave: profiles.childrenHave,
  childrenWant: profiles.childrenWant,
  education: profiles.education,
  profession: profiles.profession,
  interests: profiles.interests,
  openToRelocating: profiles.openToRelocating,
  showReligion: profiles.showReligion,
  showHeritage: profiles.showHeritage,
  showOnPublicPage: profiles.showOnPublicPage,
} satisfies Record<keyof Omit<Profile, 'displayName'>, AnyPgColumn>;
