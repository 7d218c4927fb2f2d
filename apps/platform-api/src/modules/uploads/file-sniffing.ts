import { UPLOAD_MEDIA_TYPES, type UploadExtension } from '@brand/domain';
import { fileTypeFromBuffer } from 'file-type/core';

/**
 * What file-type calls each accepted extension's content when it reads the bytes. A Word 97-2003
 * .doc is an OLE compound file, which file-type names `cfb` (it cannot tell Word's from Excel's,
 * so an .xls renamed .doc passes as a compound file: the review team opens it as any other).
 */
const SNIFFED_AS: Record<UploadExtension, readonly string[]> = {
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  heic: ['heic'],
  pdf: ['pdf'],
  doc: ['cfb'],
  docx: ['docx'],
  rtf: ['rtf'],
};

/**
 * The media type a file is stored and served with, judged by its bytes: the one of its name's
 * extension when the bytes are that kind of file, or null when they are anything else (a PNG or
 * a script renamed `.pdf`). The name only says which kind to expect; it never decides.
 */
export async function sniffedMediaType(
  bytes: Uint8Array,
  extension: UploadExtension,
): Promise<string | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !SNIFFED_AS[extension].includes(found.ext)) return null;
  return UPLOAD_MEDIA_TYPES[extension][0];
}
