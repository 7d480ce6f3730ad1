import fs from 'node:fs';
import type { Config } from '../config/env.ts';
import { createLocalFileStorage, type FileStorage } from './file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

/** Logos and menu images: S3-compatible storage when S3_BUCKET is set, else `<DATA_DIR>/uploads`. */
export function createFileStorage(config: Config, uploadsDir: string): FileStorage {
  if (config.S3_BUCKET) {
    return createS3FileStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL!,
    });
  }
  fs.mkdirSync(uploadsDir, { recursive: true });
  return createLocalFileStorage(uploadsDir);
}
