import { MESSAGES, getRoiReport as getRoiReportEndpoint } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { getRoiReport } from './roi.service.js';

/** Issue 22.2: what a member's lead spend returned; a member sees only their own purchases. */
export function roiRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getRoiReportEndpoint, async ({ query, user }) => ({
    message: MESSAGES.fetched,
    result: await getRoiReport(ctx, user.accountId, query.period ?? 'all'),
  }));
}
