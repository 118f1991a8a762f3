import { MESSAGES, createLead, getImportBatch, importLeads, previewLeadImport } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { createSingleLead, getBatch, previewImport, startImport } from './lead-import.service.js';

export function leadImportRoutes(app: FastifyInstance, ctx: AppContext) {
  // A 50,000-row CSV is about 8 MB of JSON-encoded text; 26 MB leaves room and stops abuse.
  const large = { bodyLimit: 26 * 1024 * 1024 };
  registerEndpoint(
    app,
    ctx,
    previewLeadImport,
    async ({ body }) => ({ message: MESSAGES.fetched, result: await previewImport(ctx, body) }),
    large,
  );
  registerEndpoint(
    app,
    ctx,
    importLeads,
    async ({ body, user }) => ({ message: MESSAGES.added, result: await startImport(ctx, user.id, body) }),
    large,
  );
  registerEndpoint(app, ctx, getImportBatch, async ({ query }) => ({
    message: MESSAGES.fetched,
    result: await getBatch(ctx, query.id),
  }));
  registerEndpoint(app, ctx, createLead, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await createSingleLead(ctx, user.id, body),
  }));
}
