export { integrationsRoutes } from './integrations.routes.js';
export { disconnectAllIntegrations } from './integrations.service.js';
export { goHighLevelEventsRoutes } from './go-high-level-events.routes.js';
