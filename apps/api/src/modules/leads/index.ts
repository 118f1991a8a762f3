export { toPurchasedLead } from './lead-dto.js';
export { expireLeads } from './lead-expiry.js';
export { leadsAdminRoutes } from './leads-admin.routes.js';
export { leadsRoutes } from './leads.routes.js';
export { fillMissingCounties } from './lead-counties.js';
