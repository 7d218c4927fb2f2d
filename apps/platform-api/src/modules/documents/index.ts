// The documents module: a policy's documents as PDFs (the certificate of motor insurance, the
// schedule, the statement of fact, made per policy version and stored once by content hash; the
// scheme's and add-ons' static documents), their list and short-lived signed download links. It
// sits beside billing, above proposals and policy records, so binding can make a new policy's
// documents as it binds (ADR 0030).
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { documentsRoutes } from './documents-routes';
export { generatePolicyDocuments } from './documents-service';
