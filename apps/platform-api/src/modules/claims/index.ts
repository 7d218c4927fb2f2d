// The claims module: a policy's claims (GET /claims) and the first notice of loss (POST
// /fnol/link), both through the claims provider integration (the embedded sandbox by default),
// and the demo customer's claims.
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { claimsRoutes } from './claims-routes';
export { seedDemoClaims } from './demo-claims';
