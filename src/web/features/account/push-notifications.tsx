// The account page's push notifications (docs/decisions/0035-push-notifications.md): this device
// and its own choices, the member's quiet hours (on every device), and the list of the member's
// devices, any of which can be removed.
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PUSH_SETTINGS } from '../../../shared/contracts/push';
import { useTranslation } from '../../i18n/react';
import { AccountSection, SectionLoadState } from './account-section';
import { deviceQuery, pushDevicesQuery, pushSettingsQuery, thisDeviceOf } from './api/push-api';
import { PushDevice } from './push-device';
import { PushDeviceList } from './push-device-list';
import { PushSettingsForm } from './push-settings-section';

export function PushNotifications() {
  const { t } = useTranslation();
  const settings = useQuery(pushSettingsQuery);
  const devices = useQuery(pushDevicesQuery);
  const device = useQuery(deviceQuery);
  const state = device.isError ? { supported: false as const } : device.data;
  const here = thisDeviceOf(state, devices.data?.devices);
  return (
    <AccountSection id="push-heading" title={t('account.push.heading')}>
      <div className="space-y-6">
        <p>{t('account.push.intro')}</p>
        {devices.isPending || devices.isError ? (
          <SectionLoadState query={devices} loading={t('account.push.loading')} loadFailed={t('account.push.loadFailed')} />
        ) : (
          <PushDevice state={state} here={here} />
        )}
        {settings.isPending || settings.isError ? (
          <SectionLoadState query={settings} loading={t('account.push.loading')} loadFailed={t('account.push.loadFailed')} />
        ) : (
          <PushSettingsForm settings={settings.data} neverSaved={JSON.stringify(settings.data) === JSON.stringify(DEFAULT_PUSH_SETTINGS)} />
        )}
        {devices.data && <PushDeviceList devices={devices.data.devices} hereId={here?.id} />}
      </div>
    </AccountSection>
  );
}
