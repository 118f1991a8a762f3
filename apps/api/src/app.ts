import cookie from '@fastify/cookie';
import { ENDPOINTS, MESSAGES, buildOpenApiDocument } from '@app/shared';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppContext } from './context.js';
import { registerCsrfCheck } from './http/csrf.js';
import { registerViewAsGuard } from './http/view-as.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerHealthRoutes } from './http/health.js';
import { registerMetrics } from './http/metrics.js';
import { registerRequestIdHeader, requestIdOf } from './http/request-id.js';
import { RequestLogController, requestLoggerFactory } from './http/logger.js';
import { InFlightWork } from './http/in-flight.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web.js';
import { affiliatesAdminRoutes } from './modules/affiliates/index.js';
import { affiliatesRoutes } from './modules/affiliates/index.js';
import { apiKeysRoutes } from './modules/api-keys/index.js';
import { auditRoutes } from './modules/audit/index.js';
import { authRoutes } from './modules/auth/index.js';
import { invoicesRoutes } from './modules/invoices/index.js';
import { smsRepliesRoutes } from './modules/sms-replies/index.js';
import { billingRoutes } from './modules/billing/index.js';
import { contactRoutes } from './modules/contact/index.js';
import { customersAdminRoutes } from './modules/customers/index.js';
import { customersRoutes } from './modules/customers/index.js';
import { goHighLevelEventsRoutes, integrationsRoutes } from './modules/integrations/index.js';
import { leadImportRoutes } from './modules/lead-imports/index.js';
import { leadsAdminRoutes } from './modules/leads/index.js';
import { leadsRoutes } from './modules/leads/index.js';
import { messagesRoutes } from './modules/messages/index.js';
import { newsletterRoutes } from './modules/newsletter/index.js';
import { plansAdminRoutes } from './modules/plans/index.js';
import { plansRoutes } from './modules/plans/index.js';
import { pullApiRoutes } from './modules/purchases/index.js';
import { purchasesRoutes } from './modules/purchases/index.js';
import { teamsRoutes } from './modules/teams/index.js';
import { pipelineRoutes } from './modules/pipeline/index.js';
import { leadQualityRoutes } from './modules/lead-quality/index.js';
import { roiRoutes } from './modules/roi/index.js';
import { refundsRoutes } from './modules/refunds/index.js';
import { complianceRoutes } from './modules/compliance/index.js';
import { dataExportsRoutes } from './modules/data-exports/index.js';
import { sellerOptOutsRoutes } from './modules/seller-opt-outs/index.js';
import { savedSearchesRoutes } from './modules/saved-searches/index.js';
import { stripeEventsRoutes } from './modules/stripe-events/index.js';
import { walletRoutes } from './modules/wallet/index.js';
import { webhooksRoutes } from './modules/webhooks/index.js';

export interface CreateAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Which X-Forwarded-For hops to believe (config/env.ts TRUST_PROXY): none, a hop count, or proxy addresses. */
  trustProxy?: false | number | string[];
}

const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** A hop count as the function proxy-addr expects (Fastify's types take no number): the nearest N hops. */
const trustProxyOption = (setting: false | number | string[]) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

function noFastifySchemas(): never {
  throw new Error('Fastify route schemas are not used: validate with the contract (http/endpoint.ts).');
}

/**
 * Builds the whole application from its dependencies (CONTRIBUTING.md rule 4); main.ts only listens.
 * Tests call this with a fresh database and use `inject`.
 */
export async function createApp(ctx: AppContext, options: CreateAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLogController(),
    childLoggerFactory: requestLoggerFactory,
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    bodyLimit: 256 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Routes validate with their zod contracts (http/endpoint.ts), never with Fastify schemas: this
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

  registerCsrfCheck(app, ctx.config.appUrl);
  registerViewAsGuard(app);
  registerRequestIdHeader(app);

  // Every router, listed by hand so the whole API reads in one place (nothing is auto-loaded):
  // the customer-facing ones, then the console's.
  plansRoutes(app, ctx);
  leadsRoutes(app, ctx);
  pullApiRoutes(app, ctx);
  purchasesRoutes(app, ctx);
  pipelineRoutes(app, ctx);
  teamsRoutes(app, ctx);
  leadQualityRoutes(app, ctx);
  roiRoutes(app, ctx);
  savedSearchesRoutes(app, ctx);
  customersRoutes(app, ctx);
  newsletterRoutes(app, ctx);
  affiliatesRoutes(app, ctx);
  authRoutes(app, ctx);
  contactRoutes(app, ctx);
  apiKeysRoutes(app, ctx);
  webhooksRoutes(app, ctx);
  integrationsRoutes(app, ctx);
  walletRoutes(app, ctx);
  billingRoutes(app, ctx);
  invoicesRoutes(app, ctx);
  sellerOptOutsRoutes(app, ctx);
  dataExportsRoutes(app, ctx);
  complianceRoutes(app, ctx);
  refundsRoutes(app, ctx);
  await stripeEventsRoutes(app, ctx);
  await goHighLevelEventsRoutes(app, ctx);
  await smsRepliesRoutes(app, ctx);
  await leadImportRoutes(app, ctx);
  leadsAdminRoutes(app, ctx);
  affiliatesAdminRoutes(app, ctx);
  plansAdminRoutes(app, ctx);
  customersAdminRoutes(app, ctx);
  messagesRoutes(app, ctx);
  auditRoutes(app, ctx);

  const openApiDocument = buildOpenApiDocument(ENDPOINTS, {
    title: `${ctx.config.brandName} API`,
    version: '1.0.0',
    serverUrl: `${ctx.config.appUrl}/api/v1`,
  });
  app.get('/api/v1/openapi.json', async () => openApiDocument);
  registerHealthRoutes(app, ctx);
  registerMetrics(app, ctx, ctx.config.metricsToken);

  const web = ctx.config.webDist ? await registerWebApp(app, ctx.config.webDist, ctx.config.cspExtra) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (!request.url.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD') && web) {
      if (await web.servePage(reply, urlPath)) return reply;
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
