// Settings of files, SMS and identity verification, validated with the rest of the configuration
// (env.ts). Storage: local disk unless an S3 bucket is named. SMS: Twilio when its three settings
// are given, the development outbox otherwise; production never writes codes to the outbox: without
// Twilio it answers 503 SMS_PROVIDER_UNAVAILABLE (like payments without keys).
// Verification: 'sandbox' approves everyone at once, so production refuses it.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { VERIFICATION_PROVIDERS, type VerificationProviderName } from '../../shared/contracts/verification';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

export const verificationEnvShape = {
  STORAGE_DIR: z.string().min(1).default('./data/uploads'),
  STORAGE_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  STORAGE_S3_REGION: z.string().min(2).default('us-east-1'),
  /** An S3-compatible service (MinIO, R2, Spaces...); empty means AWS itself. */
  STORAGE_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(3).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(8).optional(),
  STORAGE_S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC...)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, 'must be a Twilio auth token').optional(),
  /** The sending number in E.164 (+15551234567) or a messaging service SID (MG...). */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+\d{8,15}|MG[0-9a-fA-F]{32})$/, 'must be a phone number in E.164 (+...) or a messaging service SID (MG...)')
    .optional(),
  VERIFICATION_PROVIDER: z.enum(VERIFICATION_PROVIDERS).optional(),
  VERIFICATION_IMAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** `id:base64-of-32-bytes`, comma-separated; the first encrypts, all decrypt (rotation). */
  STORAGE_ENCRYPTION_KEYS: z.string().min(1).optional(),
};

/** A master key for the ID and selfie files (adapters/storage/encrypted-storage.ts). */
export interface StorageEncryptionKey {
  id: string;
  key: Buffer;
}

/**
 * Encrypts ID images outside production only. It is public (it is in this file), so production
 * refuses to start without keys of its own.
 */
export const DEVELOPMENT_STORAGE_ENCRYPTION_KEY: StorageEncryptionKey = {
  id: 'development',
  key: createHash('sha256').update('sahel-hearts-development-only-storage-key').digest(),
};

const KEY_ENTRY = /^([a-z0-9-]{1,32}):([A-Za-z0-9+/]{43}=)$/;

function parseEncryptionKeys(value: string): StorageEncryptionKey[] | string {
  const keys: StorageEncryptionKey[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    const match = KEY_ENTRY.exec(entry);
    if (!match) return 'each key must be id:base64 of 32 random bytes (openssl rand -base64 32), separated by commas';
    if (keys.some((key) => key.id === match[1])) return `the key id ${match[1]} is used twice`;
    keys.push({ id: match[1]!, key: Buffer.from(match[2]!, 'base64') });
  }
  return keys;
}

export interface S3StorageSettings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
}

export interface VerificationSettings {
  STORAGE_DIR: string;
  /** Null: files on local disk under STORAGE_DIR. */
  storageS3: S3StorageSettings | null;
  /** Null: text messages go to the development outbox (sms_outbox, shown at /dev/outbox), or
   * in production nowhere (SMS_PROVIDER_UNAVAILABLE). */
  twilio: TwilioSettings | null;
  /** 'sandbox' outside production unless set; 'manual' in production, which refuses 'sandbox'. */
  VERIFICATION_PROVIDER: VerificationProviderName;
  VERIFICATION_IMAGE_RETENTION_DAYS: number;
  /** The first encrypts new ID and selfie files; all of them decrypt. */
  storageEncryptionKeys: StorageEncryptionKey[];
}

type VerificationEnv = { [K in keyof typeof verificationEnvShape]?: z.infer<(typeof verificationEnvShape)[K]> };

export function resolveVerificationSettings(
  env: VerificationEnv,
  production: boolean,
): { settings: VerificationSettings; problems: string[] } {
  const problems: string[] = [];
  const twilioParts = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
  const twilioCount = twilioParts.filter(Boolean).length;
  if (twilioCount > 0 && twilioCount < 3) {
    problems.push('TWILIO_ACCOUNT_SID: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together');
  }
  const keyParts = [env.STORAGE_S3_ACCESS_KEY_ID, env.STORAGE_S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  if (keyParts === 1) problems.push('STORAGE_S3_ACCESS_KEY_ID: STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY go together');
  if (!env.STORAGE_S3_BUCKET && (env.STORAGE_S3_ENDPOINT || keyParts > 0)) {
    problems.push('STORAGE_S3_BUCKET: required when other STORAGE_S3_ settings are given');
  }
  const parsedKeys = env.STORAGE_ENCRYPTION_KEYS ? parseEncryptionKeys(env.STORAGE_ENCRYPTION_KEYS) : undefined;
  if (typeof parsedKeys === 'string') problems.push(`STORAGE_ENCRYPTION_KEYS: ${parsedKeys}`);
  const encryptionKeys = Array.isArray(parsedKeys) ? parsedKeys : [DEVELOPMENT_STORAGE_ENCRYPTION_KEY];
  if (production && !env.STORAGE_ENCRYPTION_KEYS)
    problems.push('STORAGE_ENCRYPTION_KEYS: required in production (ID images are encrypted at rest)');
  if (production && Array.isArray(parsedKeys) && parsedKeys.some((entry) => entry.key.equals(DEVELOPMENT_STORAGE_ENCRYPTION_KEY.key))) {
    problems.push('STORAGE_ENCRYPTION_KEYS: the published development key; use keys of your own');
  }
  const provider = env.VERIFICATION_PROVIDER ?? (production ? 'manual' : 'sandbox');
  if (production && provider === 'sandbox') {
    problems.push('VERIFICATION_PROVIDER: sandbox approves everyone and is refused in production');
  }
  return {
    problems,
    settings: {
      STORAGE_DIR: env.STORAGE_DIR ?? './data/uploads',
      storageS3: env.STORAGE_S3_BUCKET
        ? {
            bucket: env.STORAGE_S3_BUCKET,
            region: env.STORAGE_S3_REGION ?? 'us-east-1',
            endpoint: env.STORAGE_S3_ENDPOINT,
            accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID,
            secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.STORAGE_S3_FORCE_PATH_STYLE ?? false,
          }
        : null,
      twilio: twilioCount === 3 ? { accountSid: env.TWILIO_ACCOUNT_SID!, authToken: env.TWILIO_AUTH_TOKEN!, from: env.TWILIO_FROM! } : null,
      VERIFICATION_PROVIDER: provider,
      VERIFICATION_IMAGE_RETENTION_DAYS: env.VERIFICATION_IMAGE_RETENTION_DAYS ?? 30,
      storageEncryptionKeys: encryptionKeys,
    },
  };
}
