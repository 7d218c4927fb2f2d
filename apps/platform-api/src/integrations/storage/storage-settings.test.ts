import { MovableClock } from '../../clock';
import { openTestDatabase } from '../../test/test-database';
import { configuredIntegrations, defaultIntegrations, readIntegrationSettings } from '..';
import { readStorageSettings } from './storage-settings';

describe('the file storage settings', () => {
  it('keep files in the database when no bucket is named', () => {
    expect(readStorageSettings({})).toBeUndefined();
  });

  it('name the bucket, with an S3-compatible store’s address and region when given', () => {
    expect(readStorageSettings({ STORAGE_S3_BUCKET: 'platform-files' })).toEqual({
      bucket: 'platform-files',
      endpoint: undefined,
      region: undefined,
    });
    expect(
      readStorageSettings({
        STORAGE_S3_BUCKET: 'platform-files',
        STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000',
        STORAGE_S3_REGION: 'eu-west-2',
      }),
    ).toEqual({ bucket: 'platform-files', endpoint: 'http://127.0.0.1:9000', region: 'eu-west-2' });
  });

  it('name a folder with STORAGE_DIR, and refuse a folder and a bucket at once', () => {
    expect(readStorageSettings({ STORAGE_DIR: ' .data/files ' })).toEqual({
      directory: '.data/files',
    });
    expect(() =>
      readStorageSettings({ STORAGE_DIR: '.data/files', STORAGE_S3_BUCKET: 'platform-files' }),
    ).toThrow('Set STORAGE_S3_BUCKET or STORAGE_DIR, not both');
  });

  it('refuse an address or region without a bucket, and an address that is not http(s)', () => {
    expect(() => readStorageSettings({ STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'STORAGE_S3_ENDPOINT needs STORAGE_S3_BUCKET',
    );
    expect(() =>
      readStorageSettings({ STORAGE_S3_BUCKET: 'files', STORAGE_S3_ENDPOINT: 'minio:9000' }),
    ).toThrow('STORAGE_S3_ENDPOINT must be an http(s) address, not "minio:9000"');
  });
});

describe('the platform’s file storage', () => {
  it('is the database by default, and the bucket once STORAGE_S3_BUCKET names one', async () => {
    const db = await openTestDatabase();
    try {
      const clock = new MovableClock('2026-03-02T10:00:00Z');
      expect(defaultIntegrations(db, clock).storage.kind).toBe('database');
      expect(configuredIntegrations(readIntegrationSettings({}), clock).storage).toBeUndefined();
      const configured = configuredIntegrations(
        readIntegrationSettings({
          STORAGE_S3_BUCKET: 'platform-files',
          STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000',
        }),
        clock,
      );
      expect(configured.storage?.kind).toBe('s3');
      const folder = configuredIntegrations(
        readIntegrationSettings({ STORAGE_DIR: '.data/files' }),
        clock,
      );
      expect(folder.storage?.kind).toBe('folder');
    } finally {
      await db.close();
    }
  });
});
