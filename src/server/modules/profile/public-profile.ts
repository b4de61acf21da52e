// What other members may see of a profile (decision 0012). The browse and discovery pages come
// later and must show profiles only through this function: religion, practice and heritage
// stay private unless the member turned their toggle on. Visitors never see any profile.
import type { Profile } from '../../../shared/contracts/profile';

type StoredProfile = Omit<Profile, 'displayName'> & { displayName: string };

export type PublicProfile = Omit<
  StoredProfile,
  'religion' | 'practice' | 'heritageCountry' | 'showReligion' | 'showHeritage' | 'showOnPublicPage'
> &
  Partial<Pick<StoredProfile, 'religion' | 'practice' | 'heritageCountry'>>;

export function publicProfileOf(profile: StoredProfile): PublicProfile {
  // The toggles are the member's settings, not part of what others see.
  const { religion, practice, heritageCountry, showReligion, showHeritage, showOnPublicPage: _public, ...shown } = profile;
  return {
    ...shown,
    ...(showReligion ? { religion, practice } : {}),
    ...(showHeritage ? { heritageCountry } : {}),
  };
}
