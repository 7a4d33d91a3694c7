import path from 'node:path';
import { createLocalDiskStorage } from './local-disk-storage';
import type { ObjectStorage } from './object-storage';
import { createS3Storage } from './s3-storage';

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * A service's object storage from its environment (DESIGN "Run modes"): an S3-compatible bucket when S3_BUCKET is
 * set (then S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required), otherwise files under
 * OBJECT_STORAGE_DIR, or `<DATA_DIR or .data>/objects` — where the embedded mode keeps its PGlite data too.
 * `keyPrefix` (the service's name) keeps services apart in one bucket or folder.
 */
export function objectStorageFromEnvironment(keyPrefix: string, env: NodeJS.ProcessEnv = process.env): ObjectStorage {
  if (env.S3_BUCKET) {
    const missing = S3_SETTINGS.filter((name) => !env[name]);
    if (missing.length > 0) throw new Error(`S3_BUCKET is set: ${missing.join(', ')} must be set too`);
    return createS3Storage({
      endpoint: env.S3_ENDPOINT!,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION!,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      keyPrefix: `${keyPrefix}/`,
    });
  }
  const root = env.OBJECT_STORAGE_DIR ?? path.join(env.DATA_DIR ?? '.data', 'objects');
  return createLocalDiskStorage(path.resolve(root, keyPrefix));
}
