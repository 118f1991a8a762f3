import { MESSAGES, getPurchasedPremiumLeads } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { SerializedJson, registerEndpoint } from '../../http/endpoint.js';
import { enforceRateLimit } from '../../http/rate-limit.js';
import { cursorPaginationOf } from '../../lib/keyset-paging.js';
import { listCacheOf } from '../../lib/list-cache.js';
import { recordDownloadedRows, returnUnusedDownloadRows } from './purchased-leads.service.js';
import { listPurchasedLeads } from './purchased-list.js';

/** A CRM polling every second stays well inside this; a runaway loop gets a 429 with Retry-After. */
export const PULL_API_LIMIT = { max: 120, windowSeconds: 60 };

/** Pull API pages are kept until the member's leads or purchases change (decision 012). */
const PULL_LIST_CACHE = { maxAgeMs: 60_000, maxEntries: 2_000 };

/** The pull API (spec section 7, `leads/get-purchased-premium-leads` with `x-api-key`). */
export function pullApiRoutes(app: FastifyInstance, ctx: AppContext) {
  const pulledLists = listCacheOf<{ rows: number }>(ctx.db, 'pull-api', PULL_LIST_CACHE);
  app.addHook('onClose', () => returnUnusedDownloadRows(ctx.db));

  registerEndpoint(app, ctx, getPurchasedPremiumLeads, async ({ query, apiKeyOwner }) => {
    // Per key, so one customer's polling never slows another's (429 with Retry-After).
    await enforceRateLimit(
      ctx.db,
      `pull:${apiKeyOwner.apiKeyId}`,
      PULL_API_LIMIT,
      ctx.clock.now(),
      ctx.config.rateLimitMultiplier,
    );
    const now = ctx.clock.now();
    const { userId } = apiKeyOwner;
    const answer = await pulledLists.answer(`${userId} ${JSON.stringify(query)}`, now.getTime(), async () => {
      const page = await listPurchasedLeads(ctx.db, userId, query, now);
      return {
        body: { message: MESSAGES.fetched, pagination: cursorPaginationOf(page), result: page.items },
        meta: { rows: page.items.length },
      };
    });
    // Every row delivered counts against the 250,000-per-month download limit (spec section 9).
    await recordDownloadedRows(ctx.db, userId, answer.meta.rows, now, { takeAhead: true });
    return new SerializedJson(answer.json);
  });
}
