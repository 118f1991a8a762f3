export { integrationsRoutes } from './integrations.routes.js';
export { disconnectAllIntegrations } from './integrations.service.js';
