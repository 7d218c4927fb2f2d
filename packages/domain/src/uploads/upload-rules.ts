/** Largest file a customer may upload: 10 MB (10,485,760 bytes). */
export const UPLOAD_MAX_BYTES = 10_485_760;

/** File extensions the configured products accept. */
export const UPLOAD_ACCEPTED_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'heic',
  'pdf',
  'doc',
  'docx',
  'rtf',
] as const;
/** An accepted upload extension. */
export type UploadExtension = (typeof UPLOAD_ACCEPTED_EXTENSIONS)[number];

/** The media types browsers report for the accepted extensions (HEIC is often reported empty). */
export const UPLOAD_MEDIA_TYPES = {
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  heic: ['image/heic', 'image/heif'],
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  rtf: ['application/rtf', 'text/rtf'],
} as const satisfies Record<UploadExtension, readonly string[]>;

/** Why a file is rejected; the code keys its message, and unknown codes fall back to a generic one. */
export const UPLOAD_REJECTION_CODES = [
  'file-invalid-type',
  'file-too-large',
  'too-many-files',
] as const;
/** An upload rejection code. */
export type UploadRejectionCode = (typeof UPLOAD_REJECTION_CODES)[number];

/** What an upload rule needs to know of a file. */
export interface UploadFileInfo {
  /** File name as the browser gives it. */
  name: string;
  /** Size in bytes. */
  size: number;
  /** Media type as the browser reports it; may be empty. */
  type?: string;
}

/** Upload limits from a product's configuration. */
export interface UploadLimits {
  /** Largest file in bytes. @default UPLOAD_MAX_BYTES */
  maxBytes?: number;
  /** Accepted extensions. @default UPLOAD_ACCEPTED_EXTENSIONS */
  accept?: readonly string[];
  /** Most files in one upload; unlimited when absent. */
  maxFiles?: number;
}

/** The lower-cased extension of a file name, or '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Checks one file against the limits. The extension decides the type: browsers report HEIC and
 * RTF inconsistently, so a reported media type only refuses a file when it contradicts the extension.
 */
export function checkUploadFile(
  file: UploadFileInfo,
  limits: UploadLimits = {},
): UploadRejectionCode | null {
  const accept = limits.accept ?? UPLOAD_ACCEPTED_EXTENSIONS;
  const extension = fileExtension(file.name);
  if (!accept.includes(extension)) return 'file-invalid-type';
  const known = (UPLOAD_MEDIA_TYPES as Record<string, readonly string[]>)[extension];
  if (file.type && known && !known.includes(file.type.toLowerCase())) return 'file-invalid-type';
  if (!Number.isFinite(file.size) || file.size < 0) return 'file-invalid-type';
  if (file.size > (limits.maxBytes ?? UPLOAD_MAX_BYTES)) return 'file-too-large';
  return null;
}

/** One file's outcome when a batch is added. */
export interface UploadDecision<F extends UploadFileInfo> {
  /** Files to add, in the order given. */
  accepted: F[];
  /** Files refused, with why. */
  rejected: { file: F; code: UploadRejectionCode }[];
}

/**
 * Adds a batch to the files already chosen: a file whose name is already there is not added twice
 * (silently, as the spec says), and files past `maxFiles` are refused as too many.
 */
export function addUploadFiles<F extends UploadFileInfo>(
  existing: readonly UploadFileInfo[],
  incoming: readonly F[],
  limits: UploadLimits = {},
): UploadDecision<F> {
  const names = new Set(existing.map((f) => f.name));
  const decision: UploadDecision<F> = { accepted: [], rejected: [] };
  for (const file of incoming) {
    if (names.has(file.name)) continue;
    const code = checkUploadFile(file, limits);
    if (code) {
      decision.rejected.push({ file, code });
      continue;
    }
    if (limits.maxFiles !== undefined && names.size >= limits.maxFiles) {
      decision.rejected.push({ file, code: 'too-many-files' });
      continue;
    }
    names.add(file.name);
    decision.accepted.push(file);
  }
  return decision;
}

/** An upload needs at least one file. */
export function hasEnoughUploadFiles(files: readonly unknown[]): boolean {
  return files.length >= 1;
}

/** Upload progress as a fraction rounded to 2 decimals, capped to 0..1. */
export function uploadProgress(loaded: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(loaded)) return 0;
  const fraction = Math.min(Math.max(loaded / total, 0), 1);
  return Math.round(fraction * 100) / 100;
}
