// This device's part of the push notifications (docs/decisions/0035-push-notifications.md): what
// the browser allows, and the button that allows or stops notifications here.
import { useQuery } from '@tanstack/react-query';
import { FormNotice } from '../../components/form/form-notice';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { deviceQuery, NotificationsBlockedError, useDeviceChange } from './api/push-api';

export function PushDevice() {
  const { t } = useTranslation();
  const device = useQuery(deviceQuery);
  const allow = useDeviceChange('allow');
  const stop = useDeviceChange('stop');
  if (device.isPending) return <p role="status">{t('account.push.checking')}</p>;
  if (device.isError || !device.data.supported) return <p>{t('account.push.unsupported')}</p>;
  const { permission, subscribed } = device.data;
  const failure = allow.error ?? stop.error;
  return (
    <div className="space-y-3">
      <p role="status">{subscribed ? t('account.push.onDevice') : t('account.push.offDevice')}</p>
      {permission === 'denied' && !subscribed ? (
        <p>{t('account.push.denied')}</p>
      ) : subscribed ? (
        <button type="button" className="btn-secondary" aria-disabled={stop.isPending} onClick={() => stop.send()}>
          {stop.isPending ? t('account.push.stopping') : t('account.push.stop')}
        </button>
      ) : (
        <button type="button" className="btn-primary" aria-disabled={allow.isPending} onClick={() => allow.send()}>
          {allow.isPending ? t('account.push.allowing') : t('account.push.allow')}
        </button>
      )}
      <FormNotice kind="error">
        {failure
          ? failure instanceof NotificationsBlockedError
            ? t('account.push.denied')
            : `${t('account.push.deviceFailed')} ${errorMessage(t, failure)}`
          : null}
      </FormNotice>
    </div>
  );
}
