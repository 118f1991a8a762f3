import {
  MESSAGES,
  createPlan,
  getAdminPlans,
  retirePlan,
  schedulePriceChange,
  updatePlan,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import {
  addPlan,
  editPlan,
  listAdminPlans,
  retirePlanFromSale,
  schedulePlanPriceChange,
} from './plans-admin.service.js';

export function plansAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getAdminPlans, async () => ({
    message: MESSAGES.fetched,
    result: await listAdminPlans(ctx.db),
  }));

  registerEndpoint(app, ctx, createPlan, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await addPlan(ctx, user.id, body),
  }));

  registerEndpoint(app, ctx, updatePlan, async ({ body, user }) => ({
    message: MESSAGES.edited,
    result: await editPlan(ctx, user.id, body),
  }));

  registerEndpoint(app, ctx, schedulePriceChange, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await schedulePlanPriceChange(ctx, user.id, body),
  }));

  registerEndpoint(app, ctx, retirePlan, async ({ body, user }) => ({
    message: MESSAGES.edited,
    result: await retirePlanFromSale(ctx, user.id, body.id),
  }));
}
