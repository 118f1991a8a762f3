export { pullApiRoutes } from './pull-api.routes.js';
export { buildPurchasedLeadsCsv, requestDeadlineOf } from './purchased-leads.service.js';
export { grantLeadToBuyer, type OnSale } from './purchases.service.js';
export { purchasesRoutes } from './purchases.routes.js';
export { withSaleDeliveries } from './sale-deliveries.js';
