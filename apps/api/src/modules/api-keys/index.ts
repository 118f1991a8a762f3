export { apiKeysRoutes } from './api-keys.routes.js';
export { revokeAllApiKeys } from './api-keys.service.js';
