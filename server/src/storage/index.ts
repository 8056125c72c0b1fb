import { createLocalStorage } from './local.js';
import { createPostgresStorage } from './postgres.js';
import { createS3Storage } from './s3.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { FileStorage } from './storage.js';

export type { FileStorage, ObjectInfo, StorageKind, StoredObject } from './storage.js';
export { checkKey, InvalidStorageKey } from './storage.js';

/** The storage the configuration names (config.ts checks the combinations). */
export function createFileStorage(config: Config, db: Db): FileStorage {
  switch (config.storage) {
    case 'postgres':
      return createPostgresStorage(db);
    case 's3':
      return createS3Storage({
        bucket: config.S3_BUCKET!,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
        ...(config.S3_ACCESS_KEY_ID && {
          credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY! },
        }),
      });
    case 'local':
      return createLocalStorage(config.uploadDir);
  }
}
