import {
  MESSAGES,
  confirmNewsletterSubscription as confirmNewsletterSubscriptionEndpoint,
  getNewsletterSubscribers,
  resubscribeNewsletter,
  unsubscribeNewsletter,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageAnswer, registerEndpoint } from '../../http/endpoint.js';
import {
  confirmNewsletterSubscription,
  listNewsletterSubscribers,
  requestNewsletterResubscription,
  unsubscribeFromNewsletter,
} from './newsletter.service.js';

const PUBLIC_FORM_LIMIT = { max: 10, windowSeconds: 60 };

export function newsletterRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(
    app,
    ctx,
    unsubscribeNewsletter,
    async ({ body }) => {
      await unsubscribeFromNewsletter(ctx.db, body.email, ctx.clock.now());
      return { message: MESSAGES.edited, result: true };
    },
    { rateLimit: PUBLIC_FORM_LIMIT },
  );

  registerEndpoint(
    app,
    ctx,
    resubscribeNewsletter,
    async ({ body }) => {
      await requestNewsletterResubscription(ctx, body.email);
      return { message: MESSAGES.edited, result: true };
    },
    { rateLimit: PUBLIC_FORM_LIMIT },
  );

  registerEndpoint(
    app,
    ctx,
    confirmNewsletterSubscriptionEndpoint,
    async ({ body }) => ({
      message: MESSAGES.edited,
      result: { email: await confirmNewsletterSubscription(ctx, body.token) },
    }),
    { rateLimit: PUBLIC_FORM_LIMIT },
  );

  registerEndpoint(app, ctx, getNewsletterSubscribers, async ({ query }) =>
    pageAnswer(await listNewsletterSubscribers(ctx.db, query)),
  );
}
