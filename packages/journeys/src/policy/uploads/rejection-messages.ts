import type { DropZoneRejectionMessages } from '@brand/ui';
import { useTexts } from '../../shared/texts';

/** The message of each rejection code (spec 001 §8), with the fallback for any other code. */
export function useRejectionMessages(
  maxFiles: number,
): DropZoneRejectionMessages & Record<string, string> {
  const t = useTexts();
  return {
    'file-invalid-type': t('uploads.rejections.file-invalid-type'),
    'file-too-large': t('uploads.rejections.file-too-large'),
    'too-many-files': t('uploads.rejections.too-many-files', { maxFiles }),
    'file-invalid-name': t('uploads.rejections.file-invalid-name'),
    unknown: t('uploads.rejections.unknown'),
  };
}
