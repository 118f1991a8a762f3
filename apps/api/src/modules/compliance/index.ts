export { complianceRoutes } from './compliance.routes.js';
