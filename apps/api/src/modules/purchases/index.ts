export { pullApiRoutes } from './pull-api.routes.js';
export { buildPurchasedLeadsCsv, requestDeadlineOf } from './purchased-leads.service.js';
export { purchasesRoutes } from './purchases.routes.js';
