export { billingRoutes } from './billing.routes.js';
export { grantMonthlyCredits, remindYearlyRenewals, renewDueSubscriptions } from './renewals.service.js';
export { reverseCreditsPaidBy } from './credit-packs.service.js';
export { getBillingOverview } from './billing.service.js';
