// en-GB texts of document uploads (spec 001 §2 "Upload page", §5 "Upload"). Rejections are keyed by
// the domain's UPLOAD_REJECTION_CODES, with `unknown` as the fallback for any other code.

/** The upload page, its types, rejections and confirmation. */
export const uploads = {
  title: 'Upload {{type}}',
  button: 'Upload {{type}}',
  types: {
    'proof-of-ncd': {
      label: 'proof of no claims discount',
      description:
        'A renewal notice or letter from your previous insurer showing your name and your years of no claims discount.',
    },
    'driving-licence': {
      label: 'driving licence',
      description: 'A clear photo or scan of the front and back of your photocard driving licence.',
    },
    v5c: {
      label: 'V5C logbook',
      description: 'A photo or scan of the vehicle registration certificate (V5C) for your car.',
    },
    other: {
      label: 'another document',
      description: 'Any other document we have asked you for.',
    },
  },
  dropZone: {
    label: 'Drag and drop files here, or',
    browse: 'choose files',
    limits: 'You can upload up to {{maxFiles}} files of {{maxSize}} each: {{types}}.',
  },
  progress: 'Uploading {{name}}: {{percent}}%',
  remove: 'Remove {{name}}',
  submit: 'Send documents',
  rejectedFile: '{{name}}: {{message}}',
  rejections: {
    'file-invalid-type':
      'This type of file can’t be uploaded. Please choose a PNG, JPG, HEIC, PDF, DOC, DOCX or RTF file.',
    'file-too-large': 'This file is too big. The size exceeds 10MB.',
    'too-many-files': 'Too many files. You can upload up to {{maxFiles}} files at a time.',
    'file-invalid-name':
      'This file’s name can’t be used. Please rename it without slashes and try again.',
    unknown: 'There was an unknown problem with this file. Please try again.',
  },
  failed: 'Sorry, your files could not be uploaded. Please try again.',
  noFiles: 'Choose at least one file to upload.',
  stillUploading: 'Please wait until your files have finished uploading.',
  confirmation: {
    title: 'Thank you, we’ve received your documents',
    body: 'We received your documents on {{date}}. Our team will review them and contact you if we need anything else.',
    back: 'Back to your documents',
  },
} as const;
