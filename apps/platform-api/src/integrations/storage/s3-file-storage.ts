import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  type ListObjectsCommandOutput,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { ProviderError } from '../provider-error';
import {
  checkFileKey,
  checkFilePrefix,
  checkFilePut,
  DEFAULT_LIST_PAGE_SIZE,
  DEFAULT_MAX_FILE_BYTES,
  type FileStorage,
} from './file-storage';

/** Which bucket, and where (STORAGE_S3_*); credentials come from the AWS SDK's usual chain. */
export type S3StorageSettings = {
  bucket: string;
  /** An S3-compatible store's address (MinIO, R2, Ceph...); unset means AWS S3 itself. */
  endpoint?: string | undefined;
  /** The bucket's region; unset means the SDK's chain (AWS_REGION, the profile's). */
  region?: string | undefined;
};

/** A region for stores that ignore it: the SDK signs with one, so it needs one. */
const COMPATIBLE_STORE_REGION = 'us-east-1';

/** True for the SDK's "there is no such object" answers (GetObject's NoSuchKey, HeadObject's 404). */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** Any other failure of the store: a 502 that asks to try again, never the store's own words. */
function storeFailed(action: string, key: string, error: unknown): ProviderError {
  return new ProviderError(
    `The file store could not ${action} ${key}: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/**
 * Files in an S3 bucket, or any S3-compatible store (`endpoint`, addressed path-style as such
 * stores expect), through the AWS SDK. Keys are the bucket's object keys as they are.
 */
export function createS3FileStorage(
  settings: S3StorageSettings,
  options: { maxBytes?: number; listPageSize?: number } = {},
): FileStorage {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_FILE_BYTES;
  const pageSize = options.listPageSize ?? DEFAULT_LIST_PAGE_SIZE;
  const region = settings.region ?? (settings.endpoint ? COMPATIBLE_STORE_REGION : undefined);
  const client = new S3Client({
    ...(region ? { region } : {}),
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    maxBytes,
    async put(key, body, contentType) {
      checkFilePut(key, body, contentType, maxBytes);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            ContentLength: body.byteLength,
          }),
        );
      } catch (error) {
        throw storeFailed('store', key, error);
      }
      return { key, contentType, size: body.byteLength };
    },
    async get(key) {
      checkFileKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
        return {
          key,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: body.byteLength,
          body,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw storeFailed('read', key, error);
      }
    },
    async exists(key) {
      checkFileKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw storeFailed('look for', key, error);
      }
    },
    async delete(key) {
      checkFileKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        throw storeFailed('delete', key, error);
      }
    },
    async *list(prefix) {
      checkFilePrefix(prefix);
      // ListObjects with the last key as the marker, which every S3-compatible store answers the
      // same way; ListObjectsV2's continuation tokens would do too, but s3rver (the tests' store)
      // makes them with DES, which Node 20's OpenSSL 3 refuses.
      let Marker: string | undefined;
      for (;;) {
        let page: ListObjectsCommandOutput;
        try {
          page = await client.send(
            new ListObjectsCommand({
              Bucket,
              Prefix: prefix,
              MaxKeys: pageSize,
              ...(Marker ? { Marker } : {}),
            }),
          );
        } catch (error) {
          throw storeFailed('list', prefix, error);
        }
        const objects = page.Contents ?? [];
        for (const object of objects) {
          if (object.Key && object.LastModified) {
            yield { key: object.Key, storedAt: object.LastModified };
          }
        }
        Marker = objects.at(-1)?.Key;
        if (!page.IsTruncated || !Marker) return;
      }
    },
  };
}
