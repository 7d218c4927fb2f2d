import type { FolderStorageSettings } from './folder-file-storage';
import type { S3StorageSettings } from './s3-file-storage';

/**
 * Where files go: the S3-compatible bucket of STORAGE_S3_BUCKET (with STORAGE_S3_ENDPOINT and
 * STORAGE_S3_REGION), or the folder of STORAGE_DIR (say one under DATA_DIR, or a volume every
 * instance mounts); neither means the database's own `stored_files` table. Both is an error.
 */
export function readStorageSettings(
  env: NodeJS.ProcessEnv,
): S3StorageSettings | FolderStorageSettings | undefined {
  const bucket = env.STORAGE_S3_BUCKET?.trim();
  const directory = env.STORAGE_DIR?.trim();
  if (directory) {
    if (bucket) {
      throw new Error('Set STORAGE_S3_BUCKET or STORAGE_DIR, not both: files go to one store.');
    }
    return { directory };
  }
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
