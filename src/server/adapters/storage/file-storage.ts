// Where members' files live (photos, ID documents, selfies), whatever holds them: local disk by
// default, S3-compatible object storage when configured. Files are private: nothing here has a
// public URL; the API reads them and serves them after its own access check.
export interface FileStorage {
  /** Stores `bytes` under `key` (replacing any file there). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are made by the server only: lower-case segments of letters, digits and dashes. */
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(jpg|png|webp)$/;

export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** A failure of the storage itself (disk, network): the API answers 503 STORAGE_UNAVAILABLE. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}
