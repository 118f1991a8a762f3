import {
  MESSAGES,
  getDashboardData as getDashboardDataEndpoint,
  getMarketplaceLeads,
  getPurchasedPremiumLeads,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../lib/endpoint.js';
import { enforceRateLimit } from '../../lib/rate-limit.js';

/** A CRM polling every second stays well inside this; a runaway loop gets a 429 with Retry-After. */
export const PULL_API_LIMIT = { max: 120, windowSeconds: 60 };
import { findSessionUser } from '../../plugins/session.js';
import { getDashboardData } from './dashboard.service.js';
import { recordDownloadedRows } from '../purchases/purchased-leads.service.js';
import type { CursorPage } from './keyset-paging.js';
import { listMarketplaceLeads, listPurchasedLeads } from './leads.service.js';

/** Spec section 3's pagination, plus where the next page starts (absent on the last page). */
const paginationOf = ({ currentPage, pageCount, nextCursor }: CursorPage<unknown>) => ({
  currentPage,
  pageCount,
  ...(nextCursor ? { nextCursor } : {}),
});

export function leadsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getMarketplaceLeads, async ({ query, request }) => {
    // Readable without login (spec section 6); a signed-in viewer also learns which leads they own.
    const viewer = await findSessionUser(ctx, request);
    const page = await listMarketplaceLeads(ctx.db, query, {
      now: ctx.clock.now(),
      viewerUserId: viewer?.id ?? null,
    });
    return { message: MESSAGES.fetched, pagination: paginationOf(page), result: page.items };
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
    const page = await listPurchasedLeads(ctx.db, apiKeyOwner.userId, query, ctx.clock.now());
    // Every row delivered counts against the 250,000-per-month download limit (spec section 9).
    await recordDownloadedRows(ctx.db, apiKeyOwner.userId, page.items.length, ctx.clock.now());
    return { message: MESSAGES.fetched, pagination: paginationOf(page), result: page.items };
  });
}
