// The openapi module: GET /openapi.json, the call catalogue generated from the route schemas.
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { openApiRoutes } from './openapi-routes';
