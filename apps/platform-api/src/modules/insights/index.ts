// The insights module: the customers' feedback (POST /insights/feedback) and the impressions of
// proposals seen with tracking parameters (POST /insights/impression).
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { insightsRoutes } from './insights-routes';
