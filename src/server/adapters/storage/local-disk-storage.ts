// Development and single-server default: files under one directory, readable by this process
// only (0600 files in 0700 directories). Keys are checked, so no key can leave the directory.
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertValidKey, type FileStorage, StorageUnavailableError } from './file-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createLocalDiskStorage(rootDir: string): FileStorage {
  const root = resolve(rootDir);
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      try {
        await mkdir(dirname(path), { recursive: true, mode: 0o700 });
        // Written aside, then renamed: a reader never sees half a file.
        const temporary = `${path}.${randomUUID()}.part`;
        await writeFile(temporary, bytes, { mode: 0o600 });
        await rename(temporary, path);
      } catch (error) {
        throw new StorageUnavailableError(`Could not write ${key}`, { cause: error });
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        return await readFile(path);
      } catch (error) {
        if (isMissing(error)) return null;
        throw new StorageUnavailableError(`Could not read ${key}`, { cause: error });
      }
    },
    async delete(key) {
      const path = pathOf(key);
      try {
        await rm(path, { force: true });
      } catch (error) {
        throw new StorageUnavailableError(`Could not delete ${key}`, { cause: error });
      }
    },
  };
}
