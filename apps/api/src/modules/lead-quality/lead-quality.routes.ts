import { MESSAGES, getAdminLeadQuality, getLeadQuality } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { leadQualityBySource, leadQualityByState } from './lead-quality.service.js';

/** Per client address: a person reads a few pages; a scraper of every state gets a 429. */
const LEAD_QUALITY_LIMIT = { max: 60, windowSeconds: 60 };

export function leadQualityRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(
    app,
    ctx,
    getLeadQuality,
    async ({ query, reply }) => {
      // Figures over 90 days move slowly: browsers and shared caches may keep them five minutes.
      reply.header('cache-control', 'public, max-age=300');
      return {
        message: MESSAGES.fetched,
        result: await leadQualityByState(ctx.db, ctx.clock.now(), query.state),
      };
    },
    { rateLimit: LEAD_QUALITY_LIMIT },
  );

  registerEndpoint(app, ctx, getAdminLeadQuality, async () => ({
    message: MESSAGES.fetched,
    result: await leadQualityBySource(ctx.db, ctx.clock.now()),
  }));
}
