export {
  NO_PLAN,
  assertTextAlertsIncluded,
  assertWithinLimit,
  entitlementsOf,
} from './entitlements.service.js';
export { plansAdminRoutes } from './plans-admin.routes.js';
export { applyDuePriceChanges } from './plans-admin.service.js';
export { plansRoutes } from './plans.routes.js';
export { toPlanDto } from './plans.service.js';
