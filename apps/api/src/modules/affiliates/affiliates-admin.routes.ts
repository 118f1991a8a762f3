import { MESSAGES, getAffiliateDetails, recordAffiliatePayout, updateAffiliate } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { editAffiliate, loadAffiliateDetails, payAffiliate } from './affiliates-admin.service.js';

export function affiliatesAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getAffiliateDetails, async ({ query }) => ({
    message: MESSAGES.fetched,
    result: await loadAffiliateDetails(ctx, query.id),
  }));

  registerEndpoint(app, ctx, updateAffiliate, async ({ body, user }) => ({
    message: MESSAGES.edited,
    result: await editAffiliate(ctx, user.id, body),
  }));

  registerEndpoint(app, ctx, recordAffiliatePayout, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await payAffiliate(ctx, user.id, body),
  }));
}
