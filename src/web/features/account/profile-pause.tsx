// The account page's switch that pauses the member's profile (docs/decisions/0012-profile.md,
// "Pausing"): hidden from every deck, country page and Likes; matches and conversations stay.
// Only for members with a membership, who have a profile to pause.
import { useQuery } from '@tanstack/react-query';
import { profilePauseQuery, useSaveProfilePause } from '../../lib/profile-pause';
import { SwitchSettingSection } from './switch-setting-section';

export function ProfilePause() {
  return (
    <SwitchSettingSection
      id="profile-pause"
      field="paused"
      settings={useQuery(profilePauseQuery)}
      save={useSaveProfilePause()}
      area="pause"
    />
  );
}
