import {
  MESSAGES,
  getDashboardData as getDashboardDataEndpoint,
  getMarketplaceCounties,
  getMarketplaceLeads,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { SerializedJson, registerEndpoint } from '../../http/endpoint.js';
import { staleTolerantRead } from '../../http/read-routing.js';
import { findSessionUser } from '../../http/session.js';
import { getDashboardData } from './dashboard.service.js';

import { cursorPaginationOf } from '../../lib/keyset-paging.js';
import { listMarketplaceLeads } from './marketplace-list.js';
import { listMarketplaceCounties } from './lead-counties.js';

/**
 * Per client address: far above what a person browsing (or a map being panned) asks, far below
 * what scraping the list or probing positions needs (issue 15.1).
 */
export const PUBLIC_LIST_LIMIT = { max: 120, windowSeconds: 60 };

export function leadsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(
    app,
    ctx,
    getMarketplaceLeads,
    async ({ query, request }) => {
      // Readable without login (docs/product.md §6); a signed-in viewer also learns which leads their
      // account owns (a team shares its purchases, decision 036).
      const viewer = await findSessionUser(ctx, request);
      const now = ctx.clock.now();
      const read = async () => {
        // Stale-tolerant: the replica, once it has the last change heard of and this browser's own writes.
        const page = await staleTolerantRead(
          ctx,
          (db) =>
            listMarketplaceLeads({ db, pageIndexes: ctx.state.pageIndexes }, query, {
              now,
              viewerUserId: viewer?.accountId ?? null,
            }),
          { request, lists: true },
        );
        const pagination = {
          ...cursorPaginationOf(page),
          total: page.total,
          isTotalEstimated: page.isTotalEstimated,
        };
        const centre = page.centre
          ? {
              centre: {
                type: 'Point' as const,
                coordinates: [page.centre.lng, page.centre.lat] as [number, number],
              },
            }
          : {};
        return { message: MESSAGES.fetched, pagination, result: page.items, ...centre };
      };
      // A member's view marks the leads they own and must show their purchase at once: never shared.
      if (viewer) return read();
      const answer = await ctx.state.publicMarketplace.answer(
        JSON.stringify(query),
        now.getTime(),
        async () => ({
          body: await read(),
          meta: null,
        }),
      );
      return new SerializedJson(answer.json);
    },
    { rateLimit: PUBLIC_LIST_LIMIT },
  );

  registerEndpoint(
    app,
    ctx,
    getMarketplaceCounties,
    async ({ query, request }) => {
      const now = ctx.clock.now();
      // Kept with the anonymous list's answers: the same changes to leads make both stale.
      const answer = await ctx.state.publicMarketplace.answer(
        JSON.stringify(['counties', query.state]),
        now.getTime(),
        async () => ({
          body: {
            message: MESSAGES.fetched,
            result: await staleTolerantRead(ctx, (db) => listMarketplaceCounties(db, query.state, now), {
              request,
              lists: true,
            }),
          },
          meta: null,
        }),
      );
      return new SerializedJson(answer.json);
    },
    { rateLimit: PUBLIC_LIST_LIMIT },
  );

  registerEndpoint(app, ctx, getDashboardDataEndpoint, async ({ user, query }) => {
    const data = await getDashboardData(ctx.db, user.accountId, ctx.clock.now(), query);
    return { message: MESSAGES.fetched, result: data.result, count: data.count };
  });
}
