export {
  notifySavedSearchAlerts,
  PUBLISHED_LEAD_COLUMNS,
  type AlertRun,
  type PublishedLead,
} from './alerts.service.js';
export { savedSearchesRoutes } from './saved-searches.routes.js';
