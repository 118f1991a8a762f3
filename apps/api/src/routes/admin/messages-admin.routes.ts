import {
  MESSAGES,
  getAuditLog,
  getContactMessages,
  getNewsletterSubscribers,
  getOutbox,
  markContactMessageHandled,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../lib/endpoint.js';
import {
  listAuditLog,
  listContactMessages,
  listNewsletterSubscribers,
  listOutbox,
  markContactMessage,
} from './messages-admin.service.js';

const listResponse = <T>(page: { currentPage: number; pageCount: number; items: T[] }) => ({
  message: MESSAGES.fetched,
  pagination: { currentPage: page.currentPage, pageCount: page.pageCount },
  result: page.items,
});

export function messagesAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getContactMessages, async ({ query }) =>
    listResponse(await listContactMessages(ctx.db, query)),
  );

  registerEndpoint(app, ctx, markContactMessageHandled, async ({ body, user }) => ({
    message: MESSAGES.edited,
    result: await markContactMessage(ctx, user.id, body),
  }));

  registerEndpoint(app, ctx, getNewsletterSubscribers, async ({ query }) =>
    listResponse(await listNewsletterSubscribers(ctx.db, query)),
  );

  registerEndpoint(app, ctx, getOutbox, async ({ query }) => listResponse(await listOutbox(ctx.db, query)));

  registerEndpoint(app, ctx, getAuditLog, async ({ query }) =>
    listResponse(await listAuditLog(ctx.db, query)),
  );
}
