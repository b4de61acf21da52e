import type { AppConfig } from '../../config/env';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';

export type { FileStorage } from './file-storage';

/** S3-compatible object storage when STORAGE_S3_BUCKET is set; otherwise files under STORAGE_DIR. */
export function createFileStorage(config: Pick<AppConfig, 'STORAGE_DIR' | 'storageS3'>): FileStorage {
  return config.storageS3 ? createS3Storage(config.storageS3) : createLocalDiskStorage(config.STORAGE_DIR);
}
