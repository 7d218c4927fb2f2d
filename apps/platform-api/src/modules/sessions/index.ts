// The sessions module: POST /session (an anonymous visitor) and /session/back-book (a retrieve).
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { sessionsRoutes } from './sessions-routes';
