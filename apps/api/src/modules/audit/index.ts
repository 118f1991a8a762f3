export { auditRoutes } from './audit.routes.js';
export { audit } from './audit.js';
