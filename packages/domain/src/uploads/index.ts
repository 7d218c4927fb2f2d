export type {
  UploadDecision,
  UploadExtension,
  UploadFileInfo,
  UploadLimits,
  UploadRejectionCode,
} from './upload-rules';
export {
  addUploadFiles,
  checkUploadFile,
  fileExtension,
  hasEnoughUploadFiles,
  UPLOAD_ACCEPTED_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MEDIA_TYPES,
  UPLOAD_REJECTION_CODES,
  uploadProgress,
} from './upload-rules';
