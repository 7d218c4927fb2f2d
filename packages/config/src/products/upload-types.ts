/** The kinds of document a customer can upload (route segment uploads/{type}). */
export const UPLOAD_TYPES = ['proof-of-ncd', 'driving-licence', 'v5c', 'other'] as const;
/** An upload type. */
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** The purpose each upload type is committed with; the review team's queue is chosen by it. */
export const UPLOAD_PURPOSES = {
  'proof-of-ncd': 'PROOF_OF_NCD',
  'driving-licence': 'DRIVING_LICENCE',
  v5c: 'V5C',
  other: 'OTHER',
} as const satisfies Record<UploadType, string>;

/** Most files in one upload: a licence front and back plus a few pages of NCD proof. */
export const UPLOAD_MAX_FILES = 5;
