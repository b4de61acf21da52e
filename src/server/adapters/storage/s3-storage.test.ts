// The S3 adapter through the real AWS SDK against a local fake S3 (test/fake-s3-server.ts): what
// goes over the wire (path, headers, signature) and how each kind of failure comes back.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { S3StorageSettings } from '../../config/verification';
import { StorageUnavailableError } from './file-storage';
import { createS3Storage, isAwsEndpoint, putObjectInput, type S3ClientTuning } from './s3-storage';
import { type FakeS3, startFakeS3 } from './test/fake-s3-server';

const ACCESS_KEY_ID = 'AKIAFAKETESTKEY00001';
const SECRET_ACCESS_KEY = 'fake-secret-access-key-for-tests';
const KEY = 'members/m-123/photo-1.jpg';

let fake: FakeS3;

beforeEach(async () => {
  fake = await startFakeS3();
});

afterEach(async () => {
  await fake.close();
});

function settingsFor(overrides: Partial<S3StorageSettings> = {}): S3StorageSettings {
  return {
    bucket: fake.bucket,
    region: 'eu-west-3',
    endpoint: fake.endpoint,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    forcePathStyle: true,
    ...overrides,
  };
}

function storageFor(overrides: Partial<S3StorageSettings> = {}, tuning: S3ClientTuning = {}) {
  return createS3Storage(settingsFor(overrides), tuning);
}

async function failureOf(promise: Promise<unknown>): Promise<StorageUnavailableError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the storage to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StorageUnavailableError);
  return error as StorageUnavailableError;
}

/** A port nothing listens on: opened, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('S3 storage', () => {
  it('stores, reads back and deletes a file', async () => {
    const storage = storageFor();
    const bytes = randomBytes(1_500_000);
    await storage.put(KEY, bytes, 'image/jpeg');
    expect(fake.objects.get(KEY)?.bytes.equals(bytes)).toBe(true);

    const read = await storage.get(KEY);
    expect(read).toBeInstanceOf(Buffer);
    expect(read!.equals(bytes)).toBe(true);

    await storage.delete(KEY);
    expect(fake.objects.has(KEY)).toBe(false);
    expect(await storage.get(KEY)).toBeNull();
    expect(fake.requests.map((request) => request.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
  });

  it('sends a signed, private, path-style upload with its content type', async () => {
    await storageFor().put('members/m-123/photo-2.png', Buffer.from('png bytes'), 'image/png');
    const [upload] = fake.requests;
    expect(upload).toMatchObject({ method: 'PUT', path: `/${fake.bucket}/members/m-123/photo-2.png` });
    expect(upload!.headers['content-type']).toBe('image/png');
    expect(upload!.body.toString()).toBe('png bytes');
    // Private: no ACL header at all, so the object is as private as the bucket.
    expect(Object.keys(upload!.headers).filter((name) => name.includes('acl'))).toEqual([]);
    // Not AWS (a local endpoint): no encryption header, which MinIO without a KMS would refuse.
    expect(upload!.headers['x-amz-server-side-encryption']).toBeUndefined();
    // Nor the SDK's CRC checksums, which several S3-compatible services refuse.
    expect(Object.keys(upload!.headers).filter((name) => name.includes('checksum'))).toEqual([]);
    expect(upload!.headers.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${ACCESS_KEY_ID}/\\d{8}/eu-west-3/s3/aws4_request, SignedHeaders=[^,]*content-type;[^,]*host[^,]*, Signature=[0-9a-f]{64}$`,
      ),
    );
    expect(upload!.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uses the default credential chain when no keys are configured', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIAFROMENVIRONMENT1');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret-from-the-environment');
    try {
      await storageFor({ accessKeyId: undefined, secretAccessKey: undefined }).put(KEY, Buffer.from('x'), 'image/jpeg');
    } finally {
      vi.unstubAllEnvs();
    }
    expect(fake.requests[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAFROMENVIRONMENT1\//);
  });

  it('answers null for a missing file at once, and deleting a missing file is fine', async () => {
    const storage = storageFor();
    expect(await storage.get('members/m-123/never-stored.jpg')).toBeNull();
    await expect(storage.delete('members/m-123/never-stored.jpg')).resolves.toBeUndefined();
    // NoSuchKey is an answer, not a failure: it is not retried.
    expect(fake.requests.map((request) => request.method)).toEqual(['GET', 'DELETE']);
  });

  it('treats a missing bucket as a broken storage, not as a missing file', async () => {
    const failure = await failureOf(storageFor({ bucket: 'some-other-bucket' }).get(KEY));
    expect((failure.cause as Error).name).toBe('NoSuchBucket');
  });

  it('fails with StorageUnavailableError when S3 keeps answering 500, after the SDK retried', async () => {
    fake.fail('error');
    const storage = storageFor();
    const failure = await failureOf(storage.put(KEY, Buffer.from('x'), 'image/jpeg'));
    expect((failure.cause as Error).name).toBe('InternalError');
    // The default of three attempts: the first and two retries.
    expect(fake.requests).toHaveLength(3);
    await failureOf(storage.get(KEY));
    await failureOf(storage.delete(KEY));
  });

  it('rides out a passing error through the SDK retries', async () => {
    fake.fail('error', 1);
    await storageFor().put(KEY, Buffer.from('second time lucky'), 'image/jpeg');
    expect(fake.requests).toHaveLength(2);
    expect(fake.objects.get(KEY)?.bytes.toString()).toBe('second time lucky');
  });

  it('fails with StorageUnavailableError when the connection is dropped', async () => {
    fake.fail('drop');
    await failureOf(storageFor({}, { maxAttempts: 2 }).get(KEY));
    expect(fake.requests).toHaveLength(2);
  });

  it('fails with StorageUnavailableError when S3 does not answer in time', async () => {
    fake.fail('hang');
    const started = Date.now();
    await failureOf(storageFor({}, { maxAttempts: 1, requestTimeoutMs: 300 }).put(KEY, Buffer.from('x'), 'image/jpeg'));
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails with StorageUnavailableError when nothing listens at the endpoint', async () => {
    const port = await closedPort();
    const failure = await failureOf(storageFor({ endpoint: `http://127.0.0.1:${port}` }, { maxAttempts: 1 }).get(KEY));
    expect(JSON.stringify(failure.cause, Object.getOwnPropertyNames(failure.cause))).toMatch(/ECONNREFUSED/);
  });

  it.each(['../x.jpg', '/etc/passwd', 'a/../../b.jpg', 'A.jpg', 'x.svg'])('refuses the key %s before any request', async (key) => {
    const storage = storageFor();
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
    expect(fake.requests).toEqual([]);
  });
});

describe('the S3 upload request', () => {
  it('asks AWS for AES256 encryption at rest and other services for nothing', () => {
    const bytes = Buffer.from('x');
    expect(putObjectInput({ bucket: 'b-1', endpoint: undefined }, KEY, bytes, 'image/jpeg')).toEqual({
      Bucket: 'b-1',
      Key: KEY,
      Body: bytes,
      ContentType: 'image/jpeg',
      ServerSideEncryption: 'AES256',
    });
    expect(putObjectInput({ bucket: 'b-1', endpoint: 'https://s3.eu-west-3.amazonaws.com' }, KEY, bytes, 'image/png')).toMatchObject({
      ServerSideEncryption: 'AES256',
      ContentType: 'image/png',
    });
    const minio = putObjectInput({ bucket: 'b-1', endpoint: 'http://minio.internal:9000' }, KEY, bytes, 'image/jpeg');
    expect(minio).not.toHaveProperty('ServerSideEncryption');
    expect(minio).not.toHaveProperty('ACL');
  });

  it('knows AWS endpoints from S3-compatible ones', () => {
    expect(isAwsEndpoint(undefined)).toBe(true);
    expect(isAwsEndpoint('https://s3.af-south-1.amazonaws.com')).toBe(true);
    expect(isAwsEndpoint('https://s3.cn-north-1.amazonaws.com.cn')).toBe(true);
    expect(isAwsEndpoint('https://abc123.r2.cloudflarestorage.com')).toBe(false);
    expect(isAwsEndpoint('https://amazonaws.com.example.org')).toBe(false);
  });
});
