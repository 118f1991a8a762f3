import { MESSAGES, getAuditActors, getAuditLog } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageAnswer, registerEndpoint } from '../../http/endpoint.js';
import { listAuditActors, listAuditLog } from './audit.service.js';

export function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getAuditLog, async ({ query }) => pageAnswer(await listAuditLog(ctx.db, query)));
  registerEndpoint(app, ctx, getAuditActors, async () => ({
    message: MESSAGES.fetched,
    result: await listAuditActors(ctx.db),
  }));
}
