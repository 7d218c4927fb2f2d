// The policyholder module: the policyholder's details (/policyholder).
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { policyholderRoutes } from './policyholder-routes';
