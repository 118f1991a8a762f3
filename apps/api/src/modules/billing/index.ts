export { billingRoutes } from './billing.routes.js';
export { grantMonthlyCredits, renewDueSubscriptions } from './renewals.service.js';
