import cookie from '@fastify/cookie';
import { ENDPOINTS, MESSAGES, buildOpenApiDocument } from '@app/shared';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppContext } from './context.js';
import { AppError } from './lib/errors.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web.js';
import { adminRoutes } from './routes/admin/admin.routes.js';
import { affiliatesRoutes } from './routes/affiliates/affiliates.routes.js';
import { apiKeysRoutes } from './routes/api-keys/api-keys.routes.js';
import { integrationsRoutes } from './routes/integrations/integrations.routes.js';
import { webhooksRoutes } from './routes/webhooks/webhooks.routes.js';
import { authRoutes } from './routes/auth/auth.routes.js';
import { billingRoutes } from './routes/billing/billing.routes.js';
import { stripeWebhookRoutes } from './routes/billing/stripe-webhook.routes.js';
import { contactRoutes } from './routes/contact/contact.routes.js';
import { customersRoutes } from './routes/customers/customers.routes.js';
import { leadsRoutes } from './routes/leads/leads.routes.js';
import { plansRoutes } from './routes/plans/plans.routes.js';
import { purchasesRoutes } from './routes/purchases/purchases.routes.js';
import { refundsRoutes } from './routes/refunds/refunds.routes.js';
import { walletRoutes } from './routes/wallet/wallet.routes.js';

export interface CreateAppOptions {
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Builds the whole application from its dependencies (STYLE.md rule 4); main.ts only listens.
 * Tests call this with a fresh database and use `inject`.
 */
export async function createApp(ctx: AppContext, options: CreateAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 256 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app, { isProduction: ctx.config.isProduction });
  await app.register(cookie);
  // The API speaks JSON only: any other body type is a 415, not a string handed to a handler.
  app.removeContentTypeParser('text/plain');

  // CSRF (DESIGN.md section 6): a cookie-authenticated write must come from our own origin.
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!request.headers.cookie) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (origin) {
      const allowed = new Set([ctx.config.appUrl, `${request.protocol}://${request.host}`].filter(Boolean));
      if (!allowed.has(origin)) throw new AppError('FORBIDDEN', 'Cross-site request refused.');
    } else if (site === 'cross-site') {
      throw new AppError('FORBIDDEN', 'Cross-site request refused.');
    }
  });

  // Every router, listed by hand (STYLE.md).
  plansRoutes(app, ctx);
  leadsRoutes(app, ctx);
  customersRoutes(app, ctx);
  affiliatesRoutes(app, ctx);
  authRoutes(app, ctx);
  contactRoutes(app, ctx);
  purchasesRoutes(app, ctx);
  apiKeysRoutes(app, ctx);
  webhooksRoutes(app, ctx);
  integrationsRoutes(app, ctx);
  walletRoutes(app, ctx);
  billingRoutes(app, ctx);
  refundsRoutes(app, ctx);
  adminRoutes(app, ctx);
  await stripeWebhookRoutes(app, ctx);

  const openApiDocument = buildOpenApiDocument(ENDPOINTS, {
    title: `${ctx.config.brandName} API`,
    version: '1.0.0',
    serverUrl: `${ctx.config.appUrl}/api/v1`,
  });
  app.get('/api/v1/openapi.json', async () => openApiDocument);
  app.get('/api/v1/health', async () => ({
    message: MESSAGES.fetched,
    result: { status: 'ok', database: ctx.dbKind },
  }));

  const web = ctx.config.webDist ? await registerWebApp(app, ctx.config.webDist) : null;

  app.setNotFoundHandler((request, reply) => {
    if (!request.url.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD') && web) {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (web.servePage(reply, urlPath)) return reply;
    }
    return reply.code(404).send({
      message: MESSAGES.noSuchData,
      result: null,
      detail: `No endpoint ${request.method} ${request.url.split('?')[0]}`,
    });
  });

  return app;
}
