// The lookups module: vehicle and address look-ups and the data tables (/lookup/...).
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { lookupsRoutes } from './lookups-routes';
