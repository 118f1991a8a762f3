import { getOutbox } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageAnswer, registerEndpoint } from '../../http/endpoint.js';
import { listOutbox } from './messages.service.js';

export function messagesRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getOutbox, async ({ query }) => pageAnswer(await listOutbox(ctx.db, query)));
}
