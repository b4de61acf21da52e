// The push notification calls (docs/decisions/0035-push-notifications.md): this device's
// subscription, which the browser holds (PushManager) and the server is told of; the member's
// devices, each with its own choices; and the member's quiet hours. The one home of their cache keys.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { PushDevice, PushDeviceChoices, PushSettings } from '../../../../shared/contracts/push';
import {
  getPushKey,
  getPushSettings,
  listPushDevices,
  removePushDevice,
  savePushDeviceChoices,
  savePushSettings,
  subscribePush,
  unsubscribePush,
} from '../../../../shared/routes/push';
import { callApi } from '../../../lib/call-api';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { deviceLabel } from './device-label';

export const pushSettingsQuery = queryOptions({
  queryKey: ['push', 'settings'],
  queryFn: ({ signal }) => callApi(getPushSettings, { signal }),
});

export const pushDevicesQuery = queryOptions({
  queryKey: ['push', 'devices'],
  queryFn: ({ signal }) => callApi(listPushDevices, { signal }),
});

/**
 * 'unsupported': no service worker or no Push API here (or the worker is not running: development).
 * `endpointSha256`: this browser's subscription, as the server's list names it; null: none here.
 */
export type DeviceState = { supported: false } | { supported: true; permission: NotificationPermission; endpointSha256: string | null };

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const deviceQuery = queryOptions({
  queryKey: ['push', 'device'],
  queryFn: async (): Promise<DeviceState> => {
    const worker = await registration();
    if (!worker) return { supported: false };
    const subscription = await worker.pushManager.getSubscription();
    return {
      supported: true,
      permission: Notification.permission,
      endpointSha256: subscription ? await sha256Hex(subscription.endpoint) : null,
    };
  },
});

/** This browser's entry in the member's list, if the server still has it (another device may have removed it). */
export function thisDeviceOf(state: DeviceState | undefined, devices: PushDevice[] | undefined): PushDevice | undefined {
  if (!state?.supported || state.endpointSha256 === null) return undefined;
  return devices?.find((device) => device.endpointSha256 === state.endpointSha256);
}

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['push'] }),
  });
}

/** Forgets one of the member's devices on the server; this browser's own is then dropped here too. */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async ({ id, here }: { id: number; here: boolean }) => {
      await callApi(removePushDevice, { params: { id } });
      if (here) await (await (await registration())?.pushManager.getSubscription())?.unsubscribe();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['push'] }),
  });
}

export function useSaveDeviceChoices(id: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (choices: PushDeviceChoices) => callApi(savePushDeviceChoices, { params: { id }, body: choices }),
    onSuccess: (saved) =>
      queryClient.setQueryData(pushDevicesQuery.queryKey, (list) =>
        list ? { devices: list.devices.map((device) => (device.id === saved.id ? saved : device)) } : list,
      ),
  });
}

export function useSavePushSettings() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (settings: PushSettings) => callApi(savePushSettings, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData<PushSettings>(pushSettingsQuery.queryKey, saved),
  });
}
