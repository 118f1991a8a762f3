import { MESSAGES, createAffiliator, getAffiliators } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageAnswer, registerEndpoint } from '../../http/endpoint.js';
import { createAffiliate, listAffiliates } from './affiliates.service.js';

export function affiliatesRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(
    app,
    ctx,
    createAffiliator,
    async ({ body }) => {
      await createAffiliate(ctx.db, body);
      return { message: MESSAGES.added, result: true };
    },
    { rateLimit: { max: 10, windowSeconds: 60 } },
  );

  registerEndpoint(app, ctx, getAffiliators, async ({ query }) =>
    pageAnswer(await listAffiliates(ctx.db, query)),
  );
}
