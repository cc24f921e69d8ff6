/**
 * Picks the object store from the configuration (ADR 045): an S3-compatible bucket when S3_BUCKET
 * is set, else local disk under DATA_DIR/uploads.
 *
 * Tests (APP_ENV=test) and an in-memory database (DATA_DIR=memory://...) get a fresh temporary
 * folder per app, removed when the app closes: their databases are throwaway copies, so their
 * files are too, and no test writes into a developer's ./.data.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '#server/config/env';
import { createLocalDiskStorage } from './local-disk-storage';
import type { ObjectStorage } from './object-storage';
import { createS3Storage } from './s3-storage';

type StorageConfig = Pick<
  AppConfig,
  | 'APP_ENV'
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

export function createObjectStorage(config: StorageConfig): ObjectStorage {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? {
              accessKeyId: config.S3_ACCESS_KEY_ID,
              secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            }
          : undefined,
    });
  }
  if (config.APP_ENV === 'test' || config.DATA_DIR.startsWith('memory://')) {
    return createLocalDiskStorage({
      root: mkdtempSync(join(tmpdir(), 'wellnest-uploads-')),
      fsync: false,
      removeOnClose: true,
    });
  }
  return createLocalDiskStorage({ root: join(config.DATA_DIR, 'uploads') });
}
