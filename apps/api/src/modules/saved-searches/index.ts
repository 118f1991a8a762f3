export { notifySavedSearchAlerts } from './alerts.service.js';
export { savedSearchesRoutes } from './saved-searches.routes.js';
