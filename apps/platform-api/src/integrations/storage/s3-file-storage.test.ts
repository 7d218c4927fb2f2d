import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import {
  CONTRACT_LIST_PAGE_SIZE,
  CONTRACT_MAX_BYTES,
  fileStorageContract,
} from '../../test/file-storage-contract';
import { ProviderError } from '../provider-error';
import { createS3FileStorage } from './s3-file-storage';

const BUCKET = 'platform-files';
/** s3rver's own credentials; the adapter finds them where the SDK looks (the environment). */
const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

const savedEnv = { ...process.env };
beforeAll(() => Object.assign(process.env, S3RVER_CREDENTIALS));
afterAll(() => {
  for (const name of Object.keys(S3RVER_CREDENTIALS)) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});

describe('files in an S3-compatible bucket (s3rver on loopback)', () => {
  fileStorageContract(async () => {
    const directory = mkdtempSync(join(tmpdir(), 'brand-s3rver-'));
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    const settings = { bucket: BUCKET, endpoint: `http://127.0.0.1:${port}` };
    const options = { maxBytes: CONTRACT_MAX_BYTES, listPageSize: CONTRACT_LIST_PAGE_SIZE };
    return {
      first: createS3FileStorage(settings, options),
      second: createS3FileStorage(settings, options),
      async close() {
        await server.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  });

  it('answers a store it cannot reach with a ProviderError (a 502 asking to try again)', async () => {
    // A port nothing listens on: the SDK's connection is refused.
    const storage = createS3FileStorage({ bucket: BUCKET, endpoint: 'http://127.0.0.1:9' });
    await expect(
      storage.put('documents/a.pdf', Buffer.from('x'), 'application/pdf'),
    ).rejects.toThrow(ProviderError);
    await expect(storage.get('documents/a.pdf')).rejects.toThrow(ProviderError);
  });
});
