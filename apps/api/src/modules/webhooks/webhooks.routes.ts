import {
  LIMITS,
  MESSAGES,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  enableWebhookEndpoint,
  getWebhookDeliveries,
  getWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  sendTestWebhook,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { listDeliveries, replayDelivery, sendTestEvent } from './deliveries.service.js';
import {
  createEndpoint,
  deleteEndpoint,
  enableEndpoint,
  listEndpoints,
  ownEndpoint,
  rotateSecret,
} from './webhook-endpoints.service.js';

export function webhooksRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getWebhookEndpoints, async ({ user }) => ({
    message: MESSAGES.fetched,
    result: await listEndpoints(ctx, user.accountId),
  }));

  registerEndpoint(app, ctx, createWebhookEndpoint, async ({ body, user, reply }) => {
    reply.header('cache-control', 'no-store');
    return { message: MESSAGES.added, result: await createEndpoint(ctx, user.accountId, body.url) };
  });

  registerEndpoint(app, ctx, deleteWebhookEndpoint, async ({ body, user }) => {
    await deleteEndpoint(ctx, user.accountId, body.id);
    return { message: MESSAGES.deleted, result: true };
  });

  registerEndpoint(app, ctx, enableWebhookEndpoint, async ({ body, user }) => ({
    message: MESSAGES.edited,
    result: await enableEndpoint(ctx, user.accountId, body.id),
  }));

  registerEndpoint(app, ctx, rotateWebhookSecret, async ({ body, user, reply }) => {
    reply.header('cache-control', 'no-store');
    return { message: MESSAGES.edited, result: await rotateSecret(ctx, user.accountId, body.id) };
  });

  registerEndpoint(
    app,
    ctx,
    sendTestWebhook,
    async ({ body, user }) => {
      await ownEndpoint(ctx, user.accountId, body.id);
      return { message: MESSAGES.added, result: { delivery_id: await sendTestEvent(ctx, body.id) } };
    },
    { rateLimit: { max: 20, windowSeconds: 60 } },
  );

  registerEndpoint(app, ctx, getWebhookDeliveries, async ({ query, user }) => {
    await ownEndpoint(ctx, user.accountId, query.endpoint_id);
    const limit = query.limit ?? LIMITS.pageSizeDefault;
    const page = query.page ?? 1;
    const { items, total } = await listDeliveries(ctx, query.endpoint_id, page, limit);
    return {
      message: MESSAGES.fetched,
      pagination: { currentPage: page, pageCount: Math.ceil(total / limit) },
      result: items,
    };
  });

  registerEndpoint(
    app,
    ctx,
    replayWebhookDelivery,
    async ({ body, user }) => ({
      message: MESSAGES.edited,
      result: await replayDelivery(ctx, user.accountId, body.delivery_id),
    }),
    { rateLimit: { max: 60, windowSeconds: 60 } },
  );
}
