import { MESSAGES, getPurchasedPremiumLeads } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { SerializedJson, registerEndpoint } from '../../http/endpoint.js';
import { staleTolerantRead } from '../../http/read-routing.js';
import { enforceRateLimit } from '../../http/rate-limit.js';
import { cursorPaginationOf } from '../../lib/keyset-paging.js';
import { returnUnusedDownloadRows, spendDownloadAllowance } from '../downloads/index.js';
import { listPurchasedLeads } from './purchased-list.js';

/** A CRM polling every second stays well inside this; a runaway loop gets a 429 with Retry-After. */
export const PULL_API_LIMIT = { max: 120, windowSeconds: 60 };

/** The pull API (docs/product.md §7, `leads/get-purchased-premium-leads` with `x-api-key`). */
export function pullApiRoutes(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onClose', () => returnUnusedDownloadRows(ctx));

  registerEndpoint(app, ctx, getPurchasedPremiumLeads, async ({ query, apiKeyOwner }) => {
    // Per account, not per key or member: a second key is not a second allowance (issue 15.14).
    // One customer's polling never slows another's (429 with Retry-After). A team's keys read the
    // account's purchased leads (decision 036).
    await enforceRateLimit(ctx, `pull:${apiKeyOwner.accountId}`, PULL_API_LIMIT);
    const now = ctx.clock.now();
    const { accountId: userId } = apiKeyOwner;
    const answer = await ctx.state.pullApiPages.answer(
      `${userId} ${JSON.stringify(query)}`,
      now.getTime(),
      async () => {
        // Stale-tolerant: the replica, once it has replayed the last purchase this process heard of.
        const page = await staleTolerantRead(
          ctx,
          (db) => listPurchasedLeads({ db, pageIndexes: ctx.state.pageIndexes }, userId, query, now),
          { lists: true },
        );
        return {
          body: { message: MESSAGES.fetched, pagination: cursorPaginationOf(page), result: page.items },
          meta: { rows: page.items.length },
        };
      },
    );
    // Every row delivered counts against the 250,000-per-month download limit (docs/product.md §9).
    await spendDownloadAllowance(ctx, userId, answer.meta.rows, { takeAhead: true });
    return new SerializedJson(answer.json);
  });
}
