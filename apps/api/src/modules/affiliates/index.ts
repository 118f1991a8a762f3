export { affiliatesAdminRoutes } from './affiliates-admin.routes.js';
export { affiliatesRoutes } from './affiliates.routes.js';
