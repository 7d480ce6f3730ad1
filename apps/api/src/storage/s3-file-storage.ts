import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type FileStorage } from './file-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Public base URL of the bucket (or its CDN), e.g. https://cdn.example.com */
  publicUrl: string;
}

/** S3-compatible object storage (AWS S3, MinIO, R2...) through the official SDK. */
export function createS3FileStorage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
  });
  const base = options.publicUrl.replace(/\/$/, '');
  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    async read(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: key }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch {
        // A missing or unreadable object prints without it rather than failing the whole sheet.
        return null;
      }
    },
    urlOf: (key) => `${base}/${key}`,
  };
}
