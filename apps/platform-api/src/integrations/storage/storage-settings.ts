import type { S3StorageSettings } from './s3-file-storage';

/**
 * The S3-compatible bucket files go to, from STORAGE_S3_BUCKET (with STORAGE_S3_ENDPOINT and
 * STORAGE_S3_REGION); unset means the database's own `stored_files` table.
 */
export function readStorageSettings(env: NodeJS.ProcessEnv): S3StorageSettings | undefined {
  const bucket = env.STORAGE_S3_BUCKET?.trim();
  if (!bucket) {
    const orphan = ['STORAGE_S3_ENDPOINT', 'STORAGE_S3_REGION'].filter((name) => env[name]);
    if (orphan.length > 0) {
      throw new Error(
        `${orphan.join(' and ')} ${orphan.length > 1 ? 'need' : 'needs'} STORAGE_S3_BUCKET: which bucket to use.`,
      );
    }
    return undefined;
  }
  const endpoint = env.STORAGE_S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new Error(`STORAGE_S3_ENDPOINT must be an http(s) address, not "${endpoint}".`);
  }
  return { bucket, endpoint, region: env.STORAGE_S3_REGION?.trim() || undefined };
}
