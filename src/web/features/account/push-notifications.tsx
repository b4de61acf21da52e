// The account page's push notifications (docs/decisions/0035-push-notifications.md): this device,
// then the member's choices, which hold on each of their devices.
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PUSH_SETTINGS } from '../../../shared/contracts/push';
import { useTranslation } from '../../i18n/react';
import { AccountSection, SectionLoadState } from './account-section';
import { pushSettingsQuery } from './api/push-api';
import { PushDevice } from './push-device';
import { PushSettingsForm } from './push-settings-section';

export function PushNotifications() {
  const { t } = useTranslation();
  const settings = useQuery(pushSettingsQuery);
  return (
    <AccountSection id="push-heading" title={t('account.push.heading')}>
      <div className="space-y-6">
        <p>{t('account.push.intro')}</p>
        <PushDevice />
        {settings.isPending || settings.isError ? (
          <SectionLoadState query={settings} loading={t('account.push.loading')} loadFailed={t('account.push.loadFailed')} />
        ) : (
          <PushSettingsForm settings={settings.data} neverSaved={JSON.stringify(settings.data) === JSON.stringify(DEFAULT_PUSH_SETTINGS)} />
        )}
      </div>
    </AccountSection>
  );
}
