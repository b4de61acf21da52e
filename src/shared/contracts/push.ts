import { z } from 'zod';
import { text } from './text';
import { timeZoneName } from './time-zone';

// Push notifications (docs/decisions/0035-push-notifications.md): the device a member allows and
// its own choices, the member's quiet hours, and what the service worker receives.

export const PUSH_KINDS = ['match', 'message', 'like', 'event-reminder'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Limits of what a browser sends when it subscribes. */
export const PUSH_LIMITS = { endpoint: 1024, deviceLabel: 80, devicesPerMember: 10 } as const;

const base64urlOf = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, { message: 'key_length' });

/** What `PushSubscription.toJSON()` gives, less the expiry, and a short name of the device. */
export const pushSubscriptionInput = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).max(PUSH_LIMITS.endpoint),
  keys: z.strictObject({
    /** The device's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64urlOf(65),
    /** Its 16-byte auth secret. */
    auth: base64urlOf(16),
  }),
  deviceLabel: text().trim().max(PUSH_LIMITS.deviceLabel).default(''),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInput>;

export const pushUnsubscribeInput = z.strictObject({ endpoint: z.string().min(1).max(PUSH_LIMITS.endpoint) });

/** A time of day, `HH:MM`, 24 hours. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'time_of_day' });

/** What one device hears about, and how (each device its own: a phone may be shared, a laptop not). */
export const pushDeviceChoices = z.strictObject({
  kinds: z.strictObject({ match: z.boolean(), message: z.boolean(), like: z.boolean(), 'event-reminder': z.boolean() }),
  /** Say only that something happened, never who: on by default (a phone is often shared). */
  privateMode: z.boolean(),
  /** Show the words of a message; only when not private. Off by default. */
  showMessageText: z.boolean(),
});
export type PushDeviceChoices = z.infer<typeof pushDeviceChoices>;

export const DEFAULT_PUSH_DEVICE_CHOICES: PushDeviceChoices = {
  kinds: { match: true, message: true, like: true, 'event-reminder': true },
  privateMode: true,
  showMessageText: false,
};

/** One of the member's devices, as GET /api/push/devices lists it (never its address or keys). */
export const pushDevice = z.strictObject({
  id: z.number().int(),
  /** "Chrome on Android"; empty when the browser was not recognised. */
  label: z.string(),
  createdAt: z.iso.datetime(),
  /** When a notification last reached it; null: none yet. */
  lastSuccessAt: z.iso.datetime().nullable(),
  /**
   * SHA-256 of its endpoint, hex: the browser recognises itself ("this device") by hashing its
   * own subscription's endpoint, and the addresses of the other devices are never sent.
   */
  endpointSha256: z.string(),
  choices: pushDeviceChoices,
});
export type PushDevice = z.infer<typeof pushDevice>;

export const pushDeviceList = z.strictObject({ devices: z.array(pushDevice) });

/** GET and PUT /api/push/settings: what is the member's, whichever device: quiet hours in their time zone. */
export const pushSettings = z.strictObject({
  /** No notification between these times of the member's day; null: none. */
  quietHours: z.strictObject({ start: timeOfDay, end: timeOfDay }).nullable(),
  /** The member's IANA time zone, in which the quiet hours are read. */
  timeZone: timeZoneName,
});
export type PushSettings = z.infer<typeof pushSettings>;

export const DEFAULT_PUSH_SETTINGS: PushSettings = { quietHours: null, timeZone: 'UTC' };

/** What the service worker receives, decrypted: everything it shows, already in the member's language. */
export interface PushPayload {
  kind: PushKind;
  title: string;
  body: string;
  /** A path of the site: the screen the notification opens. */
  url: string;
  /** Notifications with the same tag replace each other (one per conversation, one for likes). */
  tag: string;
  lang: string;
  dir: 'ltr' | 'rtl';
}
