export { customersAdminRoutes } from './customers-admin.routes.js';
export { customersRoutes } from './customers.routes.js';
