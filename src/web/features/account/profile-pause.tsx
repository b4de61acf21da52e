// The account page's switch that pauses the member's profile (docs/decisions/0012-profile.md,
// "Pausing"): hidden from every deck, country page and Likes; matches and conversations stay.
// Only for members with a membership, who have a profile to pause.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { profilePauseQuery, useSaveProfilePause } from '../../lib/profile-pause';
import { SwitchSettingSection } from './switch-setting-section';

export function ProfilePause() {
  const { t } = useTranslation();
  return (
    <SwitchSettingSection
      id="profile-pause"
      field="paused"
      settings={useQuery(profilePauseQuery)}
      save={useSaveProfilePause()}
      texts={{
        heading: t('account.pause.heading'),
        label: t('account.pause.label'),
        description: t('account.pause.description'),
        loading: t('account.pause.loading'),
        loadFailed: t('account.pause.loadFailed'),
        saving: t('account.pause.saving'),
        savedOn: t('account.pause.savedOn'),
        savedOff: t('account.pause.savedOff'),
        failed: t('account.pause.failed'),
      }}
    />
  );
}
