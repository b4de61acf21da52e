// Push notifications (docs/decisions/0035-push-notifications.md): the server's public key, this
// device's subscription, and the member's choices. Any signed-in member, subscribed or not.
import { z } from 'zod';
import { pushSettings, pushSubscriptionInput, pushUnsubscribeInput } from '../contracts/push';
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

export const getPushSettings = route({
  method: 'GET',
  path: '/api/push/settings',
  access: 'member',
  summary: "The member's push notification choices",
  response: pushSettings,
});

export const savePushSettings = route({
  method: 'PUT',
  path: '/api/push/settings',
  access: 'member',
  summary: "Save the member's push notification choices",
  body: pushSettings,
  response: pushSettings,
});
