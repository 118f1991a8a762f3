import cookie from '@fastify/cookie';
import { ENDPOINTS, MESSAGES, buildOpenApiDocument } from '@app/shared';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './context.js';
import { AppError } from './lib/errors.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { RequestLogController, requestLoggerFactory } from './lib/logger.js';
import { InFlightWork } from './lib/in-flight.js';
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
const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** A request whose Origin is neither the configured site nor the host it was sent to. */
function isCrossSite(request: FastifyRequest, appUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] === 'cross-site';
  return origin !== appUrl && origin !== `${request.protocol}://${request.host}`;
}

function noFastifySchemas(): never {
  throw new Error('Fastify route schemas are not used: validate with the contract (lib/endpoint.ts).');
}

/**
 * Builds the whole application from its dependencies (STYLE.md rule 4); main.ts only listens.
 * Tests call this with a fresh database and use `inject`.
 */
export async function createApp(ctx: AppContext, options: CreateAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLogController(),
    childLoggerFactory: requestLoggerFactory,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 256 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Routes validate with their zod contracts (lib/endpoint.ts), never with Fastify schemas: this
    // also spares every start-up the loading of Ajv and fast-json-stringify.
    schemaController: {
      compilersFactory: { buildValidator: noFastifySchemas, buildSerializer: noFastifySchemas },
    },
  });

  app.decorate('inFlightWork', new InFlightWork());
  registerErrorHandler(app);
  registerSecurityHeaders(app, { isProduction: ctx.config.isProduction, cspExtra: ctx.config.cspExtra });
  await app.register(cookie);
  // The API speaks JSON only: any other body type is a 415, not a string handed to a handler.
  app.removeContentTypeParser('text/plain');

  // CSRF (DESIGN.md section 6): a cookie-authenticated write must come from our own origin. A
  // callback hook, not an async one: it runs on every request and most return at the first test.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.headers.cookie || !request.url.startsWith('/api/'))
      return done();
    done(
      isCrossSite(request, ctx.config.appUrl)
        ? new AppError('FORBIDDEN', 'Cross-site request refused.')
        : undefined,
    );
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
  const health = { message: MESSAGES.fetched, result: { status: 'ok', database: ctx.dbKind } };
  app.get('/api/v1/health', (_request, reply) => reply.send(health));

  const web = ctx.config.webDist ? await registerWebApp(app, ctx.config.webDist, ctx.config.cspExtra) : null;

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (!request.url.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD') && web) {
      if (web.servePage(reply, urlPath)) return reply;
    }
    // A known API path asked with another method is a 405 naming the methods it takes (RFC 9110).
    const allowed = ROUTE_METHODS.filter((method) => app.hasRoute({ method, url: urlPath }));
    if (urlPath.startsWith('/api/') && allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({
          message: MESSAGES.error,
          result: null,
          detail: `Use ${allowed.join(' or ')} for ${urlPath}`,
        });
    }
    return reply.code(404).send({
      message: MESSAGES.noSuchData,
      result: null,
      detail: `No endpoint ${request.method} ${urlPath}`,
    });
  });

  return app;
}
