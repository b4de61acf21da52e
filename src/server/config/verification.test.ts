import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { DEVELOPMENT_STORAGE_ENCRYPTION_KEY } from './verification';
import { PRODUCTION, problemsOf } from './test/problems-of';

const S3_KEYS = { STORAGE_S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY000001', STORAGE_S3_SECRET_ACCESS_KEY: 'an-example-secret-key' };
const TWILIO = {
  TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
  TWILIO_AUTH_TOKEN: 'an-example-twilio-auth-token',
  TWILIO_FROM: '+15551234567',
};

describe('storage settings', () => {
  it('keeps files on local disk under STORAGE_DIR when no bucket is named', () => {
    expect(loadConfig({})).toMatchObject({ STORAGE_DIR: './data/uploads', storageS3: null });
    expect(loadConfig({ STORAGE_DIR: '/var/lib/sahel/uploads' })).toMatchObject({ STORAGE_DIR: '/var/lib/sahel/uploads', storageS3: null });
  });

  it('uses S3 with a bucket alone (AWS, default region, credentials from the default chain)', () => {
    expect(loadConfig({ ...PRODUCTION, STORAGE_S3_BUCKET: 'sahel-hearts-files' }).storageS3).toEqual({
      bucket: 'sahel-hearts-files',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('reads every S3 setting it is given', () => {
    const config = loadConfig({
      STORAGE_S3_BUCKET: 'sahel-hearts-files',
      STORAGE_S3_REGION: 'af-south-1',
      STORAGE_S3_ENDPOINT: 'http://minio.internal:9000',
      STORAGE_S3_FORCE_PATH_STYLE: '1',
      ...S3_KEYS,
    });
    expect(config.storageS3).toEqual({
      bucket: 'sahel-hearts-files',
      region: 'af-south-1',
      endpoint: 'http://minio.internal:9000',
      accessKeyId: 'AKIAEXAMPLEKEY000001',
      secretAccessKey: 'an-example-secret-key',
      forcePathStyle: true,
    });
  });

  it('refuses other S3 settings without a bucket, naming STORAGE_S3_BUCKET', () => {
    expect(problemsOf({ STORAGE_S3_ENDPOINT: 'http://minio.internal:9000' })).toEqual([
      'STORAGE_S3_BUCKET: required when other STORAGE_S3_ settings are given',
    ]);
    expect(problemsOf({ ...S3_KEYS })).toEqual(['STORAGE_S3_BUCKET: required when other STORAGE_S3_ settings are given']);
  });

  it('accepts only an http:// or https:// endpoint', () => {
    expect(problemsOf({ STORAGE_S3_BUCKET: 'sahel-hearts-files', STORAGE_S3_ENDPOINT: 'minio.internal:9000' })).toEqual([
      'STORAGE_S3_ENDPOINT: must be an http:// or https:// URL',
    ]);
    expect(
      loadConfig({ STORAGE_S3_BUCKET: 'sahel-hearts-files', STORAGE_S3_ENDPOINT: 'https://abc.r2.cloudflarestorage.com' }).storageS3
        ?.endpoint,
    ).toBe('https://abc.r2.cloudflarestorage.com');
  });

  it('refuses one of the two S3 keys without the other', () => {
    const together = 'STORAGE_S3_ACCESS_KEY_ID: STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY go together';
    expect(problemsOf({ STORAGE_S3_BUCKET: 'sahel-hearts-files', STORAGE_S3_ACCESS_KEY_ID: S3_KEYS.STORAGE_S3_ACCESS_KEY_ID })).toEqual([
      together,
    ]);
    expect(
      problemsOf({ STORAGE_S3_BUCKET: 'sahel-hearts-files', STORAGE_S3_SECRET_ACCESS_KEY: S3_KEYS.STORAGE_S3_SECRET_ACCESS_KEY }),
    ).toEqual([together]);
  });

  it.each([
    ['STORAGE_S3_BUCKET', 'Sahel_Files'],
    ['STORAGE_S3_BUCKET', 'ab'],
    ['STORAGE_S3_ENDPOINT', 'minio.internal:9000'],
    ['STORAGE_S3_ENDPOINT', 'ftp://minio.internal'],
    ['STORAGE_S3_FORCE_PATH_STYLE', 'yes'],
  ])('refuses %s=%s, naming it', (name, value) => {
    const problems = problemsOf({ STORAGE_S3_BUCKET: 'sahel-hearts-files', [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
  });
});

describe('SMS settings', () => {
  it('sends through Twilio when all three settings are given, and to the outbox when none is', () => {
    expect(loadConfig({ ...TWILIO }).twilio).toEqual({
      accountSid: TWILIO.TWILIO_ACCOUNT_SID,
      authToken: TWILIO.TWILIO_AUTH_TOKEN,
      from: TWILIO.TWILIO_FROM,
    });
    expect(
      loadConfig({
        TWILIO_ACCOUNT_SID: TWILIO.TWILIO_ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: TWILIO.TWILIO_AUTH_TOKEN,
        TWILIO_FROM: `MG${'ab'.repeat(16)}`,
      }).twilio?.from,
    ).toBe(`MG${'ab'.repeat(16)}`);
    expect(loadConfig({}).twilio).toBeNull();
    expect(loadConfig({ ...PRODUCTION }).twilio).toBeNull();
  });

  it.each([
    ['TWILIO_ACCOUNT_SID'],
    ['TWILIO_AUTH_TOKEN'],
    ['TWILIO_FROM'],
    ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'],
    ['TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
  ])('refuses a part of the Twilio settings (%s ...)', (...names: string[]) => {
    const env = Object.fromEntries(names.map((name) => [name, TWILIO[name as keyof typeof TWILIO]]));
    expect(problemsOf(env)).toEqual(['TWILIO_ACCOUNT_SID: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together']);
  });

  it('refuses malformed Twilio settings, naming them', () => {
    expect(problemsOf({ ...TWILIO, TWILIO_ACCOUNT_SID: 'SK123' })[0]).toMatch(/^TWILIO_ACCOUNT_SID: must be a Twilio account SID/);
    expect(problemsOf({ ...TWILIO, TWILIO_FROM: '0551234567' })[0]).toMatch(/^TWILIO_FROM: must be a phone number in E.164/);
  });
});

describe('verification settings', () => {
  it('uses the sandbox by default outside production and manual review in production', () => {
    expect(loadConfig({}).VERIFICATION_PROVIDER).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).VERIFICATION_PROVIDER).toBe('sandbox');
    expect(loadConfig({ ...PRODUCTION }).VERIFICATION_PROVIDER).toBe('manual');
    expect(loadConfig({ VERIFICATION_PROVIDER: 'manual' }).VERIFICATION_PROVIDER).toBe('manual');
  });

  it('refuses the sandbox in production', () => {
    expect(problemsOf({ ...PRODUCTION, VERIFICATION_PROVIDER: 'sandbox' })).toEqual([
      'VERIFICATION_PROVIDER: sandbox approves everyone and is refused in production',
    ]);
    expect(problemsOf({ VERIFICATION_PROVIDER: 'robot' })[0]).toMatch(/^VERIFICATION_PROVIDER: /);
  });

  it('keeps verification images 30 days unless told otherwise, within 1 to 365', () => {
    expect(loadConfig({}).VERIFICATION_IMAGE_RETENTION_DAYS).toBe(30);
    expect(loadConfig({ VERIFICATION_IMAGE_RETENTION_DAYS: '7' }).VERIFICATION_IMAGE_RETENTION_DAYS).toBe(7);
    for (const days of ['0', '366', 'a week']) {
      expect(problemsOf({ VERIFICATION_IMAGE_RETENTION_DAYS: days })[0]).toMatch(/^VERIFICATION_IMAGE_RETENTION_DAYS: /);
    }
  });

  it('encrypts ID images with keys of its own in production, and refuses none, bad ones or the development key', () => {
    const { STORAGE_ENCRYPTION_KEYS: _keys, ...withoutKeys } = PRODUCTION;
    expect(problemsOf(withoutKeys)).toEqual(['STORAGE_ENCRYPTION_KEYS: required in production (ID images are encrypted at rest)']);
    expect(problemsOf({ ...PRODUCTION, STORAGE_ENCRYPTION_KEYS: 'k1:short' })[0]).toMatch(
      /^STORAGE_ENCRYPTION_KEYS: each key must be id:base64/,
    );
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(problemsOf({ ...PRODUCTION, STORAGE_ENCRYPTION_KEYS: `a:${key},a:${key}` })).toEqual([
      'STORAGE_ENCRYPTION_KEYS: the key id a is used twice',
    ]);
    const development = `dev:${DEVELOPMENT_STORAGE_ENCRYPTION_KEY.key.toString('base64')}`;
    expect(problemsOf({ ...PRODUCTION, STORAGE_ENCRYPTION_KEYS: development })).toEqual([
      'STORAGE_ENCRYPTION_KEYS: the published development key; use keys of your own',
    ]);
    const rotated = loadConfig({ ...PRODUCTION, STORAGE_ENCRYPTION_KEYS: `new:${key}, old:${Buffer.alloc(32, 9).toString('base64')}` });
    expect(rotated.storageEncryptionKeys.map((entry) => entry.id)).toEqual(['new', 'old']);
    expect(loadConfig({}).storageEncryptionKeys).toEqual([DEVELOPMENT_STORAGE_ENCRYPTION_KEY]);
  });
});
