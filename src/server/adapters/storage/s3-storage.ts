// Production storage on several servers: one private S3 bucket (AWS, or an S3-compatible service
// such as MinIO, R2 or Spaces named by its endpoint). Objects get no ACL, so they stay as private
// as the bucket; the API reads them back and serves them after its own access check.
// The SDK is imported on first use, so a server that keeps files on disk never loads it.
import type { S3Client, S3ClientConfig, PutObjectCommandInput } from '@aws-sdk/client-s3';
import type { S3StorageSettings } from '../../config/verification';
import { assertValidKey, type FileStorage, StorageUnavailableError } from './file-storage';

/** How the client talks to S3; production uses the defaults, tests shorten them. */
export interface S3ClientTuning {
  /** Attempts per operation, the first included (the SDK's standard retry strategy, with backoff). */
  maxAttempts?: number;
  connectionTimeoutMs?: number;
  requestTimeoutMs?: number;
}

const DEFAULT_TUNING: Required<S3ClientTuning> = { maxAttempts: 3, connectionTimeoutMs: 3_000, requestTimeoutMs: 15_000 };

/** No endpoint means AWS itself; an endpoint may still be AWS (a regional or FIPS endpoint). */
export function isAwsEndpoint(endpoint: string | undefined): boolean {
  if (!endpoint) return true;
  const host = new URL(endpoint).hostname;
  return host.endsWith('.amazonaws.com') || host.endsWith('.amazonaws.com.cn');
}

/**
 * The PutObject request for one file. On AWS, SSE-S3 (AES256) is asked for explicitly, so the file
 * is encrypted at rest even in a bucket whose default encryption was changed. Other services get
 * no encryption header: MinIO refuses it unless a KMS is configured, R2 and others encrypt every
 * object anyway; encryption there is the bucket's own setting.
 */
export function putObjectInput(
  settings: Pick<S3StorageSettings, 'bucket' | 'endpoint'>,
  key: string,
  bytes: Buffer,
  contentType: string,
): PutObjectCommandInput {
  return {
    Bucket: settings.bucket,
    Key: key,
    Body: bytes,
    ContentType: contentType,
    ...(isAwsEndpoint(settings.endpoint) ? { ServerSideEncryption: 'AES256' as const } : {}),
  };
}

async function createClient(settings: S3StorageSettings, tuning: Required<S3ClientTuning>): Promise<S3Client> {
  const { S3Client } = await import('@aws-sdk/client-s3');
  const aws = isAwsEndpoint(settings.endpoint);
  const config: S3ClientConfig = {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Keys from the settings when given, else the SDK's default chain (environment, instance or
    // task role), which is how production on AWS should run.
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    maxAttempts: tuning.maxAttempts,
    requestHandler: {
      connectionTimeout: tuning.connectionTimeoutMs,
      requestTimeout: tuning.requestTimeoutMs,
      // Without this a request over its time only logs a warning and keeps waiting.
      throwOnRequestTimeout: true,
    },
    // The SDK's default CRC checksums on every upload are refused by several S3-compatible
    // services; only AWS gets them. Requests still carry their SigV4 payload hash.
    ...(aws ? {} : { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }),
  };
  return new S3Client(config);
}

interface S3Failure {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

/**
 * A missing object. S3 answers NoSuchKey; some compatible services a bare 404. A missing bucket is
 * a broken configuration, not a missing file, so it is not one.
 */
function isMissingObject(error: unknown): boolean {
  const failure = error as S3Failure;
  if (failure?.name === 'NoSuchKey') return true;
  return failure?.$metadata?.httpStatusCode === 404 && failure.name !== 'NoSuchBucket';
}

export function createS3Storage(settings: S3StorageSettings, tuning: S3ClientTuning = {}): FileStorage {
  let client: Promise<S3Client> | undefined;
  // One client for the life of the process (it keeps connections alive), made on first use.
  const clientOf = () => {
    client ??= createClient(settings, { ...DEFAULT_TUNING, ...tuning }).catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    return client;
  };
  const commands = () => import('@aws-sdk/client-s3');

  return {
    async put(key, bytes, contentType) {
      assertValidKey(key);
      try {
        const { PutObjectCommand } = await commands();
        await (await clientOf()).send(new PutObjectCommand(putObjectInput(settings, key, bytes, contentType)));
      } catch (error) {
        throw new StorageUnavailableError(`Could not write ${key} to S3`, { cause: error });
      }
    },
    async get(key) {
      assertValidKey(key);
      try {
        const { GetObjectCommand } = await commands();
        const answer = await (await clientOf()).send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        if (!answer.Body) throw new Error('S3 answered without a body');
        // Read inside the try: a connection lost mid-file is the storage failing too.
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw new StorageUnavailableError(`Could not read ${key} from S3`, { cause: error });
      }
    },
    async delete(key) {
      assertValidKey(key);
      try {
        const { DeleteObjectCommand } = await commands();
        // S3 answers 204 for a missing key too, so deleting twice is fine.
        await (await clientOf()).send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
      } catch (error) {
        throw new StorageUnavailableError(`Could not delete ${key} from S3`, { cause: error });
      }
    },
  };
}
