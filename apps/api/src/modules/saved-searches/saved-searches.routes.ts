import {
  MESSAGES,
  createSavedSearch as createSavedSearchEndpoint,
  deleteSavedSearch as deleteSavedSearchEndpoint,
  getSavedSearches,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from './saved-searches.service.js';

export function savedSearchesRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getSavedSearches, async ({ user }) => ({
    message: MESSAGES.fetched,
    result: await listSavedSearches(ctx.db, user.id),
  }));

  registerEndpoint(app, ctx, createSavedSearchEndpoint, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await createSavedSearch(ctx.db, user.id, body),
  }));

  registerEndpoint(app, ctx, deleteSavedSearchEndpoint, async ({ query, user }) => {
    await deleteSavedSearch(ctx.db, user.id, query.id);
    return { message: MESSAGES.deleted, result: true };
  });
}
