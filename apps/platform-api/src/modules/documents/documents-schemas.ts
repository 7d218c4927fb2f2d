import Type from 'typebox';
import { Nullable } from '../../http/schemas';
import { COVER_DOCUMENTS, DOCUMENT_NAMES } from './document-catalogue';

/** A policy id and a document name, in the path of GET /documents/policy/{id}/{doc}. */
export const PolicyDocumentParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  doc: Type.Enum([...DOCUMENT_NAMES], { description: 'The document name (spec 001 §3).' }),
});

const DocumentEntrySchema = Type.Object({
  documentType: Type.Enum([...DOCUMENT_NAMES]),
  type: Type.Enum(['policy', 'static'], {
    description: 'policy: made for this policy version; static: the scheme’s or an add-on’s.',
  }),
  coverCode: Nullable(Type.Enum(Object.keys(COVER_DOCUMENTS))),
  fileName: Type.String({ description: 'The name the PDF downloads as.' }),
});

/** The documents of a policy, as its documents tab lists them. */
export const PolicyDocumentListSchema = Type.Object({
  policyId: Type.String(),
  documents: Type.Array(DocumentEntrySchema),
});

/** Where the browser opens a document; no location while it cannot be made yet. */
export const PolicyDocumentLocationSchema = Type.Object({
  documentType: Type.Enum([...DOCUMENT_NAMES]),
  fileName: Type.String(),
  location: Nullable(
    Type.String({
      description:
        'A signed link to the PDF that works for a few minutes, for this document only; null: the document is not ready yet.',
    }),
  ),
});

/** The file name a document link names, in the path of GET /documents/files/{fileName}. */
export const DocumentFileParams = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 100 }),
});

/** A document link's signed token (too long for a path segment). */
export const DocumentFileQuery = Type.Object({
  link: Type.String({ minLength: 1, maxLength: 4096 }),
});
