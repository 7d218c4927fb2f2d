import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRACT_MAX_BYTES, fileStorageContract } from '../../test/file-storage-contract';
import { createFolderFileStorage } from './folder-file-storage';

describe('files in a folder (two instances on one folder)', () => {
  fileStorageContract(async () => {
    const directory = mkdtempSync(join(tmpdir(), 'brand-files-'));
    return {
      first: createFolderFileStorage({ directory }, { maxBytes: CONTRACT_MAX_BYTES }),
      second: createFolderFileStorage({ directory }, { maxBytes: CONTRACT_MAX_BYTES }),
      async close() {
        rmSync(directory, { recursive: true, force: true });
      },
    };
  });

  it('leaves no temporary file behind, and keeps every file inside its folder', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'brand-files-'));
    try {
      const storage = createFolderFileStorage({ directory });
      await storage.put('uploads/policies/POL1/UPF1', Buffer.from('%PDF'), 'application/pdf');
      expect(readdirSync(join(directory, 'objects', 'uploads', 'policies', 'POL1'))).toEqual([
        'UPF1',
      ]);
      await expect(storage.get('../outside')).rejects.toThrow('A file key is');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
