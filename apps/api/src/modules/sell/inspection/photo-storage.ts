import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where photos live (decision 0113). Keys are random and never derived from user input, so a
 * key cannot walk out of the root. Local disk under DATA_DIR/uploads (outside the web root) by
 * default; an S3-compatible bucket would implement the same two calls.
 */
export interface PhotoStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

export function localDiskStorage(root: string): PhotoStorage {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key ${key}`);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** For tests and in-memory databases: nothing touches the disk. */
export function memoryStorage(): PhotoStorage {
  const files = new Map<string, Buffer>();
  return {
    put: async (key, bytes) => {
      files.set(key, bytes);
    },
    get: async (key) => files.get(key) ?? null,
  };
}
