// Push notification settings (docs/decisions/0035-push-notifications.md), validated with the rest
// of the configuration (env.ts). The VAPID key pair signs every request to a push service; the
// browser is given the public half when it subscribes, so the pair must stay the same from one
// start to the next. Production needs its own pair; elsewhere a published development pair,
// derived from a fixed phrase, works with no setting at all.
import { createECDH, createHash } from 'node:crypto';
import { z } from 'zod';

const base64url = /^[A-Za-z0-9_-]+$/;

export const pushEnvShape = {
  /** The public half, base64url (65 bytes, uncompressed P-256 point): `npx web-push generate-vapid-keys`. */
  VAPID_PUBLIC_KEY: z.string().regex(base64url, 'must be base64url (npx web-push generate-vapid-keys)').optional(),
  /** The private half, base64url (32 bytes). */
  VAPID_PRIVATE_KEY: z.string().regex(base64url, 'must be base64url (npx web-push generate-vapid-keys)').optional(),
  /** Who push services may contact about our traffic: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: or https:// address')
    .optional(),
  /**
   * The push services' hosts the server will send to, comma-separated; a host starting with a dot
   * takes its subdomains. Defaults to the browsers' own services (PUSH_SERVICE_HOSTS_DEFAULT).
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .regex(/^\s*\.?[a-z0-9.-]+(\s*,\s*\.?[a-z0-9.-]+)*\s*$/, 'must be a comma-separated list of host names')
    .optional(),
};

/** Chrome and Edge (FCM), Firefox (Mozilla autopush), Safari (Apple), older Edge (WNS). */
export const PUSH_SERVICE_HOSTS_DEFAULT = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
];

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushSettings {
  vapid: VapidKeys;
  /** Hosts an endpoint may name (with https); outside production, loopback http addresses too. */
  pushServiceHosts: string[];
}

const developmentPrivateKey = createHash('sha256').update('sahel-hearts-development-only-vapid-key').digest();

/** The published development pair: anyone could sign with it, so production refuses it. */
export const DEVELOPMENT_VAPID_KEYS: VapidKeys = {
  publicKey: publicKeyOf(developmentPrivateKey),
  privateKey: developmentPrivateKey.toString('base64url'),
  subject: 'mailto:push@sahelhearts.test',
};

function publicKeyOf(privateKey: Buffer): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return ecdh.getPublicKey().toString('base64url');
}

type PushEnv = { [K in keyof typeof pushEnvShape]?: z.infer<(typeof pushEnvShape)[K]> };

function checkPair(publicKey: string, privateKey: string): string | null {
  const privateBytes = Buffer.from(privateKey, 'base64url');
  if (privateBytes.length !== 32) return 'VAPID_PRIVATE_KEY: must be 32 bytes in base64url';
  if (Buffer.from(publicKey, 'base64url').length !== 65) return 'VAPID_PUBLIC_KEY: must be 65 bytes in base64url';
  try {
    if (publicKeyOf(privateBytes) !== publicKey) return 'VAPID_PUBLIC_KEY: is not the public half of VAPID_PRIVATE_KEY';
  } catch {
    return 'VAPID_PRIVATE_KEY: is not a P-256 private key';
  }
  return null;
}

export function resolvePushSettings(env: PushEnv, production: boolean): { settings: PushSettings; problems: string[] } {
  const problems: string[] = [];
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  let vapid = DEVELOPMENT_VAPID_KEYS;
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) problems.push('VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
    else {
      const problem = checkPair(publicKey, privateKey);
      if (problem) problems.push(problem);
      vapid = { publicKey, privateKey, subject: env.VAPID_SUBJECT ?? DEVELOPMENT_VAPID_KEYS.subject };
    }
  }
  if (production) {
    if (!publicKey || !privateKey) problems.push('VAPID_PRIVATE_KEY: required in production (push notifications)');
    if (privateKey === DEVELOPMENT_VAPID_KEYS.privateKey)
      problems.push('VAPID_PRIVATE_KEY: the published development key; set one of your own');
    if (!env.VAPID_SUBJECT) problems.push('VAPID_SUBJECT: required in production (push notifications)');
  }
  if (env.VAPID_SUBJECT) vapid = { ...vapid, subject: env.VAPID_SUBJECT };
  const pushServiceHosts = env.PUSH_SERVICE_HOSTS
    ? env.PUSH_SERVICE_HOSTS.split(',').map((host) => host.trim())
    : PUSH_SERVICE_HOSTS_DEFAULT;
  return { settings: { vapid, pushServiceHosts }, problems };
}
