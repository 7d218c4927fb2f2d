// The uploads module: documents customers send as proof (no-claims discount, licence, V5C),
// staged and committed per policy (spec 001 §7), kept in the platform's FileStorage, and listed
// for the team's review (ADR 0040), and the job that sweeps staged files never committed and
// bytes no row names. It sits beside documents, above policy records.
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { startUploadSweepJob, sweepUploads } from './upload-sweep';
export { uploadsRoutes } from './uploads-routes';
