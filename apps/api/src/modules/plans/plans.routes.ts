import { MESSAGES, getPlans } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { listPlans } from './plans.service.js';

export function plansRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getPlans, async ({ query }) => {
    const result = await listPlans(ctx.db, query.plan_occurance);
    return { message: MESSAGES.fetched, result };
  });
}
