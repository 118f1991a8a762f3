import { MESSAGES, getPlans } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { staleTolerantRead } from '../../http/read-routing.js';
import { listPlans } from './plans.service.js';

export function plansRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getPlans, async ({ query, request }) => {
    // Stale-tolerant (the replica, at most half a second behind), except right after this browser's own write.
    const result = await staleTolerantRead(ctx, (db) => listPlans(db, query.plan_occurance), { request });
    return { message: MESSAGES.fetched, result };
  });
}
