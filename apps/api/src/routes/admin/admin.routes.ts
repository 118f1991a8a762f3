import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { leadImportRoutes } from './lead-import.routes.js';
import { affiliatesAdminRoutes } from './affiliates-admin.routes.js';
import { customersAdminRoutes } from './customers-admin.routes.js';
import { leadsAdminRoutes } from './leads-admin.routes.js';
import { messagesAdminRoutes } from './messages-admin.routes.js';
import { plansAdminRoutes } from './plans-admin.routes.js';

/** Every router of the operations console, listed by hand. All endpoints are admin-only. */
export function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  leadImportRoutes(app, ctx);
  leadsAdminRoutes(app, ctx);
  affiliatesAdminRoutes(app, ctx);
  plansAdminRoutes(app, ctx);
  customersAdminRoutes(app, ctx);
  messagesAdminRoutes(app, ctx);
}
