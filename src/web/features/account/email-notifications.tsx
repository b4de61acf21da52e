// The account page's switch for the e-mails about new matches and messages while the member is
// away (docs/decisions/0025-away-notifications.md).
import { useQuery } from '@tanstack/react-query';
import { notificationSettingsQuery, useSaveNotificationSettings } from './api/account-api';
import { SwitchSettingSection } from './switch-setting-section';

export function EmailNotifications() {
  return (
    <SwitchSettingSection
      id="away-emails"
      field="awayEmails"
      settings={useQuery(notificationSettingsQuery)}
      save={useSaveNotificationSettings()}
      area="notifications"
    />
  );
}
