// The forms module: POST /form/validation/{id}, a form's answers checked on the server.
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { formsRoutes } from './forms-routes';
