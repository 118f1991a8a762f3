export { refundsRoutes } from './refunds.routes.js';
