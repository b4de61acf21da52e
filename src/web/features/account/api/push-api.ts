// The push notification calls (docs/decisions/0035-push-notifications.md): the member's choices on
// the server, and this device's subscription, which the browser holds (PushManager) and the server
// is told of. The one home of their cache keys.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { PushSettings } from '../../../../shared/contracts/push';
import { getPushKey, getPushSettings, savePushSettings, subscribePush, unsubscribePush } from '../../../../shared/routes/push';
import { callApi } from '../../../lib/call-api';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { deviceLabel } from './device-label';

export const pushSettingsQuery = queryOptions({
  queryKey: ['push', 'settings'],
  queryFn: ({ signal }) => callApi(getPushSettings, { signal }),
});

/** 'unsupported': no service worker or no Push API here (or the worker is not running: development). */
export type DeviceState = { supported: false } | { supported: true; permission: NotificationPermission; subscribed: boolean };

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export const deviceQuery = queryOptions({
  queryKey: ['push', 'device'],
  queryFn: async (): Promise<DeviceState> => {
    const worker = await registration();
    if (!worker) return { supported: false };
    const subscription = await worker.pushManager.getSubscription();
    return { supported: true, permission: Notification.permission, subscribed: subscription !== null };
  },
});

export class NotificationsBlockedError extends Error {
  constructor() {
    super('Notifications are blocked');
    this.name = 'NotificationsBlockedError';
  }
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Asks the browser, subscribes with the server's key, and tells the server this device's address and keys. */
async function allowOnDevice(): Promise<void> {
  const worker = await registration();
  if (!worker) throw new NotificationsBlockedError();
  if ((await Notification.requestPermission()) !== 'granted') throw new NotificationsBlockedError();
  const { publicKey } = await callApi(getPushKey);
  const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const { endpoint, keys } = subscription.toJSON();
  await callApi(subscribePush, {
    body: {
      endpoint: endpoint ?? '',
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
      deviceLabel: deviceLabel(navigator.userAgent),
    },
  });
}

/** The server forgets the device first (so nothing more is sent to it), then the browser does. */
async function stopOnDevice(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return;
  await callApi(unsubscribePush, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

export function useDeviceChange(change: 'allow' | 'stop') {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: change === 'allow' ? allowOnDevice : stopOnDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceQuery.queryKey }),
  });
}

export function useSavePushSettings() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (settings: PushSettings) => callApi(savePushSettings, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData<PushSettings>(pushSettingsQuery.queryKey, saved),
  });
}
