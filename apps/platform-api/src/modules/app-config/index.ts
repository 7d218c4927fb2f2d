// The app-config module: GET /app-config, what the apps read before anything else (sign-in).
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { type AppConfigAnswer, appConfigOf, appConfigRoutes } from './app-config-routes';
