export { refundsRoutes } from './refunds.routes.js';
export { listCustomerRequests, refundCountsOf } from './refunds.service.js';
