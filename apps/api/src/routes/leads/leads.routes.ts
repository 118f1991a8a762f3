import {
  MESSAGES,
  getDashboardData as getDashboardDataEndpoint,
  getMarketplaceLeads,
  getPurchasedPremiumLeads,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { SerializedJson, registerEndpoint } from '../../lib/endpoint.js';
import { listCacheOf } from '../../lib/list-cache.js';
import { enforceRateLimit } from '../../lib/rate-limit.js';
import { findSessionUser } from '../../plugins/session.js';
import { getDashboardData } from './dashboard.service.js';
import { recordDownloadedRows, returnUnusedDownloadRows } from '../purchases/purchased-leads.service.js';

/** A CRM polling every second stays well inside this; a runaway loop gets a 429 with Retry-After. */
export const PULL_API_LIMIT = { max: 120, windowSeconds: 60 };

/**
 * Lists kept between requests until leads or purchases change (decision 012). The public list is
 * also read afresh every few seconds, as leads leave it by expiring, which no write announces.
 */
const PUBLIC_LIST_CACHE = { maxAgeMs: 5_000, maxEntries: 500 };
const PULL_LIST_CACHE = { maxAgeMs: 60_000, maxEntries: 2_000 };
import type { CursorPage } from './keyset-paging.js';
import { listMarketplaceLeads, listPurchasedLeads } from './leads.service.js';

/** Spec section 3's pagination, plus where the next page starts (absent on the last page). */
const paginationOf = ({ currentPage, pageCount, nextCursor }: CursorPage<unknown>) => ({
  currentPage,
  pageCount,
  ...(nextCursor ? { nextCursor } : {}),
});

export function leadsRoutes(app: FastifyInstance, ctx: AppContext) {
  const publicLists = listCacheOf<null>(ctx.db, 'public-marketplace', PUBLIC_LIST_CACHE);
  const pulledLists = listCacheOf<{ rows: number }>(ctx.db, 'pull-api', PULL_LIST_CACHE);
  app.addHook('onClose', () => returnUnusedDownloadRows(ctx.db));

  registerEndpoint(app, ctx, getMarketplaceLeads, async ({ query, request }) => {
    // Readable without login (spec section 6); a signed-in viewer also learns which leads they own.
    const viewer = await findSessionUser(ctx, request);
    const now = ctx.clock.now();
    const read = async () => {
      const page = await listMarketplaceLeads(ctx.db, query, { now, viewerUserId: viewer?.id ?? null });
      return { message: MESSAGES.fetched, pagination: paginationOf(page), result: page.items };
    };
    // A member's view marks the leads they own and must show their purchase at once: never shared.
    if (viewer) return read();
    const answer = await publicLists.answer(JSON.stringify(query), now.getTime(), async () => ({
      body: await read(),
      meta: null,
    }));
    return new SerializedJson(answer.json);
  });

  registerEndpoint(app, ctx, getDashboardDataEndpoint, async ({ user }) => {
    const data = await getDashboardData(ctx.db, user.id, ctx.clock.now());
    return { message: MESSAGES.fetched, result: data.result, count: data.count };
  });

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
        body: { message: MESSAGES.fetched, pagination: paginationOf(page), result: page.items },
        meta: { rows: page.items.length },
      };
    });
    // Every row delivered counts against the 250,000-per-month download limit (spec section 9).
    await recordDownloadedRows(ctx.db, userId, answer.meta.rows, now, { takeAhead: true });
    return new SerializedJson(answer.json);
  });
}
