// This device's part of the push notifications (docs/decisions/0035-push-notifications.md): what
// the browser allows, the button that allows or stops notifications here, and, once on, this
// device's own choices. A browser still subscribed whose device was removed from another one is
// off: the server sends it nothing, and Allow tells the server of it again.
import type { PushDevice as Device } from '../../../shared/contracts/push';
import { FormNotice } from '../../components/form/form-notice';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { type DeviceState, NotificationsBlockedError, useDeviceChange } from './api/push-api';
import { PushChoicesForm } from './push-choices-section';

export function PushDevice({ state, here }: { state: DeviceState | undefined; here: Device | undefined }) {
  const { t } = useTranslation();
  const allow = useDeviceChange('allow');
  const stop = useDeviceChange('stop');
  if (!state) return <p role="status">{t('account.push.checking')}</p>;
  if (!state.supported) return <p>{t('account.push.unsupported')}</p>;
  const failure = allow.error ?? stop.error;
  return (
    <div className="space-y-4">
      <div className="space-y-3">
        <p role="status">{here ? t('account.push.onDevice') : t('account.push.offDevice')}</p>
        {state.permission === 'denied' && !here ? (
          <p>{t('account.push.denied')}</p>
        ) : here ? (
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
      {here && <PushChoicesForm key={here.id} device={here} />}
    </div>
  );
}
