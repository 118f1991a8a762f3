export { affiliatesAdminRoutes } from './affiliates-admin.routes.js';
export { affiliatesRoutes } from './affiliates.routes.js';
export {
  accrueCommission,
  commissionCentsOf,
  isAffiliatesOwnEmail,
  refuseSelfReferral,
  restoreCommissions,
  reverseCommission,
  reverseCommissionOnUnpaidLeads,
  type CommissionSource,
} from './commissions.service.js';
