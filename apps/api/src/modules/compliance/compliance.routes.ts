import { MESSAGES, getDncLists, getLeadCompliance, uploadDncList } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { leadCompliance, listDncLists, replaceDncList } from './compliance.service.js';

export function complianceRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getLeadCompliance, async () => ({
    message: MESSAGES.fetched,
    result: await leadCompliance(ctx),
  }));

  registerEndpoint(app, ctx, getDncLists, async () => ({
    message: MESSAGES.fetched,
    result: await listDncLists(ctx),
  }));

  registerEndpoint(
    app,
    ctx,
    uploadDncList,
    async ({ body, user }) => ({ message: MESSAGES.added, result: await replaceDncList(ctx, user.id, body) }),
    // A registry extract for a few area codes runs to millions of numbers: the lead import's 26 MB.
    { bodyLimit: 26 * 1024 * 1024 },
  );
}
