// The member's devices (docs/decisions/0035-push-notifications.md): each one that gets
// notifications, when it was added and last reached, this one marked; any one can be removed
// from here (a lost phone): the server forgets it and sends it nothing more.
import type { TFunction } from '../../i18n/translator';
import type { PushDevice } from '../../../shared/contracts/push';
import { FormNotice } from '../../components/form/form-notice';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useRemoveDevice } from './api/push-api';

/**
 * "Chrome on Android" as the device was named (api/device-label.ts), in the member's language. Not
 * isolated: the names are Latin words in a sentence of the page's direction ("Chrome على Android").
 */
function nameOf(label: string, t: TFunction): string {
  const [browser = '', system] = label.split(' on ');
  const shownBrowser = browser === '' || browser === 'Browser' ? t('account.push.unknownBrowser') : browser;
  return system ? t('account.push.deviceName', { browser: shownBrowser, system }) : shownBrowser;
}

export function PushDeviceList({ devices, hereId }: { devices: PushDevice[]; hereId: number | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const remove = useRemoveDevice();
  return (
    <section aria-labelledby="push-devices-heading" className="space-y-3">
      <h3 id="push-devices-heading" className="font-semibold">
        {t('account.push.devicesHeading')}
      </h3>
      {devices.length === 0 ? (
        <p>{t('account.push.noDevices')}</p>
      ) : (
        <ul className="divide-y divide-stone-200 dark:divide-stone-700">
          {devices.map((device) => {
            const name = nameOf(device.label, t);
            const here = device.id === hereId;
            const removing = remove.isPending && remove.variables?.id === device.id;
            return (
              <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium">
                    {name}
                    {here && (
                      <span className="ms-2 rounded bg-stone-100 px-2 py-0.5 text-sm dark:bg-stone-800">
                        {t('account.push.thisDevice')}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-stone-600 dark:text-stone-400">
                    {t('account.push.added', { date: formatDateTime(device.createdAt, language) })}
                  </p>
                  <p className="text-sm text-stone-600 dark:text-stone-400">
                    {device.lastSuccessAt
                      ? t('account.push.lastSuccess', { date: formatDateTime(device.lastSuccessAt, language) })
                      : t('account.push.noSuccessYet')}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={t('account.push.removeNamed', { name })}
                  aria-disabled={remove.isPending}
                  onClick={() => remove.send({ id: device.id, here })}
                >
                  {removing ? t('account.push.removing') : t('account.push.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <FormNotice kind="error">{remove.error ? `${t('account.push.removeFailed')} ${errorMessage(t, remove.error)}` : null}</FormNotice>
    </section>
  );
}
