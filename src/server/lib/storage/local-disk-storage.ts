/**
 * Object storage on the local disk (ADR 045): the embedded default, one file per key under
 * DATA_DIR/uploads. A put writes a temporary file beside the target and renames it over the key,
 * so a reader (or a crash) sees the whole old object, the whole new one, or none, never a half.
 * Only processes on this machine can read it: several app machines need the S3 adapter.
 */
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, open, rename, rm, unlink } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import { assertObjectKey } from './object-keys';
import { ObjectNotFoundError, type ObjectStorage } from './object-storage';

export interface LocalDiskStorageOptions {
  /** The folder that holds every object (created when missing). */
  root: string;
  /** fsync each object and its folder before put resolves (survives a power cut, costs a little). */
  fsync?: boolean;
  /** Remove the whole folder on close (a throwaway folder made for tests). */
  removeOnClose?: boolean;
}

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

export function createLocalDiskStorage(options: LocalDiskStorageOptions): ObjectStorage {
  const root = resolve(options.root);
  const fsync = options.fsync ?? true;

  /** The file of a checked key; a second check that it is inside root, whatever the key said. */
  function pathOf(key: string): string {
    assertObjectKey(key);
    const path = resolve(root, ...key.split('/'));
    if (!path.startsWith(root + sep)) throw new Error('object key outside the storage folder');
    return path;
  }

  async function syncDir(path: string): Promise<void> {
    const handle = await open(path, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  return {
    kind: 'local',

    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Dot-prefixed, so it can never be a key (keys have no dots) and a stray one is easy to spot.
      const temporary = join(dirname(path), `.tmp-${randomBytes(8).toString('hex')}`);
      try {
        const handle = await open(temporary, 'wx', 0o600);
        try {
          await handle.writeFile(body);
          if (fsync) await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      if (fsync) await syncDir(dirname(path));
    },

    async get(key) {
      const path = pathOf(key);
      // Opened before it is streamed: a missing key rejects here, not later as a stream error.
      const handle = await open(path, 'r').catch((error: unknown) => {
        throw isMissing(error) ? new ObjectNotFoundError(key) : error;
      });
      const { size } = await handle.stat();
      return { body: createReadStream('', { fd: handle, autoClose: true }), info: { size } };
    },

    async getBuffer(key) {
      const path = pathOf(key);
      const handle = await open(path, 'r').catch((error: unknown) => {
        throw isMissing(error) ? new ObjectNotFoundError(key) : error;
      });
      try {
        return await handle.readFile();
      } finally {
        await handle.close();
      }
    },

    async delete(key) {
      await unlink(pathOf(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },

    async ping() {
      await mkdir(root, { recursive: true });
      // Readiness means uploads can be written, not only read.
      await access(root, constants.R_OK | constants.W_OK);
    },

    async close() {
      if (options.removeOnClose) await rm(root, { recursive: true, force: true });
    },
  };
}
