import {
  MESSAGES,
  createApiKey as createApiKeyEndpoint,
  getApiKeys,
  revokeApiKey as revokeApiKeyEndpoint,
  rotateApiKey as rotateApiKeyEndpoint,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { forgetVerifiedApiKeys } from '../../http/api-key.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { apiKeyCreatedMail } from './api-key-mails.js';
import { createApiKey, listApiKeys, revokeApiKey, rotateApiKey } from './api-keys.service.js';

export function apiKeysRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getApiKeys, async ({ user }) => ({
    message: MESSAGES.fetched,
    result: await listApiKeys(ctx.db, user.id),
  }));
  registerEndpoint(app, ctx, createApiKeyEndpoint, async ({ body, user, reply }) => {
    reply.header('cache-control', 'no-store');
    const created = await createApiKey(ctx.db, user.id, body.name, ctx.clock.now());
    await ctx.email.send(
      apiKeyCreatedMail(ctx, user, {
        name: created.name,
        prefix: created.prefix,
        createdAt: ctx.clock.now(),
      }),
    );
    return { message: MESSAGES.added, result: created };
  });
  registerEndpoint(app, ctx, revokeApiKeyEndpoint, async ({ body, user }) => {
    const result = await revokeApiKey(ctx.db, user.id, body.id, ctx.clock.now());
    await forgetVerifiedApiKeys(ctx);
    return { message: MESSAGES.edited, result };
  });
  registerEndpoint(app, ctx, rotateApiKeyEndpoint, async ({ body, user, reply }) => {
    reply.header('cache-control', 'no-store');
    const result = await rotateApiKey(ctx.db, user.id, body.id, ctx.clock.now());
    await forgetVerifiedApiKeys(ctx);
    await ctx.email.send(
      apiKeyCreatedMail(ctx, user, { name: result.name, prefix: result.prefix, createdAt: ctx.clock.now() }),
    );
    return { message: MESSAGES.edited, result };
  });
}
