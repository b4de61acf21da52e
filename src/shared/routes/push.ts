// Push notifications (docs/decisions/0035-push-notifications.md): the server's public key, this
// device's subscription, the member's devices with their own choices, and the member's quiet
// hours. Any signed-in member, subscribed or not; a device is only ever its own member's.
import { z } from 'zod';
import {
  pushDevice,
  pushDeviceChoices,
  pushDeviceList,
  pushSettings,
  pushSubscriptionInput,
  pushUnsubscribeInput,
} from '../contracts/push';
import { route } from './route';

export const getPushKey = route({
  method: 'GET',
  path: '/api/push/key',
  access: 'member',
  summary: "The server's VAPID public key, for PushManager.subscribe",
  response: z.strictObject({ publicKey: z.string() }),
});

export const subscribePush = route({
  method: 'PUT',
  path: '/api/push/subscription',
  access: 'member',
  summary: "Allow notifications on this device (or renew this device's keys)",
  description:
    'Upserts by endpoint, bound to the signed-in member. The endpoint must be https at a known push service (docs/decisions/0035-push-notifications.md).',
  body: pushSubscriptionInput,
  response: z.strictObject({ subscribed: z.literal(true) }),
});

export const unsubscribePush = route({
  method: 'POST',
  path: '/api/push/subscription/remove',
  access: 'member',
  summary: 'Stop notifications on this device',
  body: pushUnsubscribeInput,
  response: z.strictObject({ removed: z.boolean() }),
});

export const listPushDevices = route({
  method: 'GET',
  path: '/api/push/devices',
  access: 'member',
  summary: "The member's devices that get notifications, newest first, each with its own choices",
  response: pushDeviceList,
});

/** A malformed id is 404, like a device that is not the member's. */
export const savePushDeviceChoices = route({
  method: 'PUT',
  path: '/api/push/devices/:id',
  access: 'member',
  summary: "Save what one of the member's devices hears about, and how",
  description: "404 NOT_FOUND for a malformed id or another member's device.",
  body: pushDeviceChoices,
  response: pushDevice,
});

/** A malformed id is 404, like a device that is not the member's. */
export const removePushDevice = route({
  method: 'DELETE',
  path: '/api/push/devices/:id',
  access: 'member',
  summary: "Forget one of the member's devices (a lost phone): nothing more is sent to it",
  description: "404 NOT_FOUND for a malformed id or another member's device.",
  response: z.strictObject({ removed: z.literal(true) }),
});

export const getPushSettings = route({
  method: 'GET',
  path: '/api/push/settings',
  access: 'member',
  summary: "The member's quiet hours and time zone (the same on each device)",
  response: pushSettings,
});

export const savePushSettings = route({
  method: 'PUT',
  path: '/api/push/settings',
  access: 'member',
  summary: "Save the member's quiet hours and time zone",
  body: pushSettings,
  response: pushSettings,
});
