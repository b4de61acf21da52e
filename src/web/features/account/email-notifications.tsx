// The account page's switch for the e-mails about new matches and messages while the member is
// away (docs/decisions/0025-away-notifications.md).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { notificationSettingsQuery, useSaveNotificationSettings } from './api/account-api';
import { SwitchSettingSection } from './switch-setting-section';

export function EmailNotifications() {
  const { t } = useTranslation();
  return (
    <SwitchSettingSection
      id="away-emails"
      field="awayEmails"
      settings={useQuery(notificationSettingsQuery)}
      save={useSaveNotificationSettings()}
      texts={{
        heading: t('account.notifications.heading'),
        label: t('account.notifications.label'),
        description: t('account.notifications.description'),
        loading: t('account.notifications.loading'),
        loadFailed: t('account.notifications.loadFailed'),
        saving: t('account.notifications.saving'),
        savedOn: t('account.notifications.savedOn'),
        savedOff: t('account.notifications.savedOff'),
        failed: t('account.notifications.failed'),
      }}
    />
  );
}
