import { ApiError } from '../../http/problem';

/** A stored file's description: its key, what it holds and how big it is. */
export type StoredFileInfo = { key: string; contentType: string; size: number };

/** A stored file with its bytes. */
export type StoredFile = StoredFileInfo & { body: Buffer };

/** A key a store holds, and when its file was last stored, by the store's own clock. */
export type ListedKey = { key: string; storedAt: Date };

/**
 * Where the platform keeps files (documents it makes, uploads it receives): shared by every
 * instance, so a file put by one is there for all. Keys are paths of safe segments
 * (`documents/POL-1/schedule.pdf`); a put under a key that exists replaces it, as S3 does.
 * Bad input (a key or content type that could never be stored, a file over `maxBytes`) is an
 * ApiError (400 or 413) thrown before anything is written; an unreachable store a ProviderError.
 */
export interface FileStorage {
  /** Which store: the database's `stored_files` table, an S3-compatible bucket, or a folder. */
  readonly kind: 'database' | 's3' | 'folder';
  /** The largest file `put` accepts, in bytes. */
  readonly maxBytes: number;
  put(key: string, body: Uint8Array, contentType: string): Promise<StoredFileInfo>;
  /** The file, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a key with nothing under it is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every key under `prefix` (whole segments ending in "/", as `uploads/`), with when its file was
   * stored by the store's clock (the machine's, not the platform's test clock), page by page: for
   * sweeps of files nothing names, never for answering a request. Keys deleted while it runs are
   * skipped or listed; none is listed twice.
   */
  list(prefix: string): AsyncIterable<ListedKey>;
}

/** The default largest file: a policy document or a photo of a car, with room to spare. */
export const DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024;

/** How many keys a store's list asks for at a time. */
export const DEFAULT_LIST_PAGE_SIZE = 500;

/** The longest key, in bytes (S3 allows 1,024; half leaves room for a bucket prefix). */
export const MAX_FILE_KEY_BYTES = 512;

// A segment of letters, digits, dots, dashes and underscores; never "." or "..", so a key is the
// same path on every store and cannot climb out of a prefix.
const KEY_SEGMENT = /^[A-Za-z0-9._-]+$/;
// type/subtype (RFC 6838 names) with optional parameters, in printable ASCII.
const CONTENT_TYPE =
  /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}(\s*;\s*[a-z0-9!#$&^_.+-]+=("[\x20-\x7e]*"|[a-z0-9!#$&^_.+-]+))*$/i;

/** Refuses a key no store could hold the same way: a 400 naming what is wrong. */
export function checkFileKey(key: string): void {
  const segments = key.split('/');
  const bad =
    Buffer.byteLength(key) > MAX_FILE_KEY_BYTES ||
    segments.some((segment) => !KEY_SEGMENT.test(segment) || segment === '.' || segment === '..');
  if (bad) {
    throw new ApiError(
      'bad-request',
      `A file key is 1 to ${MAX_FILE_KEY_BYTES} bytes of path segments (letters, digits, ".", "-", "_") joined by "/", without "." or ".." segments: "${key.slice(0, 80)}" is not.`,
      { code: 'storage.invalidKey' },
    );
  }
}

/** Refuses a list prefix that is not whole key segments ending in "/": a 400 naming it. */
export function checkFilePrefix(prefix: string): void {
  if (!prefix.endsWith('/')) {
    throw new ApiError(
      'bad-request',
      `A list prefix is whole key segments ending in "/": "${prefix.slice(0, 80)}" is not.`,
      { code: 'storage.invalidPrefix' },
    );
  }
  checkFileKey(prefix.slice(0, -1));
}

/** Refuses a put before it writes anything: a bad key or content type (400), too large (413). */
export function checkFilePut(
  key: string,
  body: Uint8Array,
  contentType: string,
  maxBytes: number,
): void {
  checkFileKey(key);
  if (!CONTENT_TYPE.test(contentType)) {
    throw new ApiError(
      'bad-request',
      `A file's content type is a media type such as "application/pdf": "${contentType.slice(0, 80)}" is not.`,
      { code: 'storage.invalidContentType' },
    );
  }
  if (body.byteLength > maxBytes) {
    throw new ApiError(
      'payload-too-large',
      `A file may be at most ${maxBytes} bytes; this one is ${body.byteLength}.`,
      { code: 'storage.fileTooLarge' },
    );
  }
}
