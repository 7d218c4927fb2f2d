// The policies module: the customer's policies as GET /policies and /policies/{id} show them
// (with their renewal and upsell), and a policy's auto-renewal. The policy rows themselves are
// policy-records'.
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { policiesRoutes } from './policies-routes';
