export { apiKeysRoutes } from './api-keys.routes.js';
