import { MESSAGES, createContactMessage, getContactMessages, markContactMessageHandled } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { contactMessages } from '../../db/schema/index.js';
import { pageAnswer, registerEndpoint } from '../../http/endpoint.js';
import { listContactMessages, markContactMessage } from './contact.service.js';

export function contactRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(
    app,
    ctx,
    createContactMessage,
    async ({ body }) => {
      // Stored for the team's inbox in the admin area; nothing is lost if email is down.
      await ctx.db.insert(contactMessages).values({
        name: body.name,
        email: body.email,
        phone: body.phone || null,
        message: body.message,
      });
      return { message: MESSAGES.added, result: true };
    },
    { rateLimit: { max: 5, windowSeconds: 60 } },
  );

  registerEndpoint(app, ctx, getContactMessages, async ({ query }) =>
    pageAnswer(await listContactMessages(ctx.db, query)),
  );

  registerEndpoint(app, ctx, markContactMessageHandled, async ({ body, user }) => ({
    message: MESSAGES.edited,
    result: await markContactMessage(ctx, user.id, body),
  }));
}
