import { randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { ProviderError } from '../provider-error';
import {
  checkFileKey,
  checkFilePrefix,
  checkFilePut,
  DEFAULT_MAX_FILE_BYTES,
  type FileStorage,
  type ListedKey,
  type StoredFile,
} from './file-storage';

/** Which folder (STORAGE_DIR): one folder every instance mounts (a shared volume) shares files. */
export type FolderStorageSettings = { directory: string };

function isMissing(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'ENOENT';
}

function storeFailed(action: string, key: string, error: unknown): ProviderError {
  return new ProviderError(
    `The file folder could not ${action} ${key}: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/**
 * The files under `folder`, as keys under `prefix`, with their modification times. A folder gone
 * meanwhile (another instance deleted its last file) holds nothing.
 */
async function* filesUnder(folder: string, prefix: string): AsyncGenerator<ListedKey> {
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      yield* filesUnder(path, `${prefix}${entry.name}/`);
      continue;
    }
    try {
      yield { key: `${prefix}${entry.name}`, storedAt: (await stat(path)).mtime };
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
}

/**
 * Writes whole or not at all: the bytes go to a temporary file beside the target and are renamed
 * over it, so a crash leaves the old file or the new one, never half of one.
 */
async function writeWhole(path: string, body: Uint8Array | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, body);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Files in a folder (STORAGE_DIR): each file's bytes under `objects/{key}` and its content type
 * under `types/{key}`, two trees so no key's name can collide with another's description. Keys are
 * checked paths of safe segments (checkFileKey), so a key never leaves the folder. Several
 * instances share files when they mount one folder; otherwise the database or a bucket suits more.
 */
export function createFolderFileStorage(
  settings: FolderStorageSettings,
  options: { maxBytes?: number } = {},
): FileStorage {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_FILE_BYTES;
  const root = resolve(settings.directory);
  const objectPath = (key: string) => join(root, 'objects', key);
  const typePath = (key: string) => join(root, 'types', key);
  return {
    kind: 'folder',
    maxBytes,
    async put(key, body, contentType) {
      checkFilePut(key, body, contentType, maxBytes);
      try {
        // The type first: a file whose bytes are there always has its type beside it.
        await writeWhole(typePath(key), contentType);
        await writeWhole(objectPath(key), body);
      } catch (error) {
        throw storeFailed('store', key, error);
      }
      return { key, contentType, size: body.byteLength };
    },
    async get(key): Promise<StoredFile | null> {
      checkFileKey(key);
      try {
        const body = await readFile(objectPath(key));
        const contentType = (await readFile(typePath(key), 'utf8')).trim();
        return { key, contentType, size: body.byteLength, body };
      } catch (error) {
        if (isMissing(error)) return null;
        throw storeFailed('read', key, error);
      }
    },
    async exists(key) {
      checkFileKey(key);
      try {
        await readFile(typePath(key));
        await readFile(objectPath(key));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw storeFailed('look for', key, error);
      }
    },
    async delete(key) {
      checkFileKey(key);
      try {
        // The bytes first: a file is gone once they are, whatever happens to its type.
        await rm(objectPath(key), { force: true });
        await rm(typePath(key), { force: true });
      } catch (error) {
        throw storeFailed('delete', key, error);
      }
    },
    async *list(prefix) {
      checkFilePrefix(prefix);
      try {
        // The bytes' tree: a key is there while its bytes are. A write's temporary file is listed
        // as a key of its own, so a sweep removes what a crash mid-write left.
        yield* filesUnder(objectPath(prefix), prefix);
      } catch (error) {
        throw storeFailed('list', prefix, error);
      }
    },
  };
}
