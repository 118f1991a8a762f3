export { integrationsRoutes } from './integrations.routes.js';
