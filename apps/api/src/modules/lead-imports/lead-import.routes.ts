import {
  MESSAGES,
  createLead,
  getImportBatch,
  getImportBatches,
  getImportRejectedRows,
  importLeads,
  previewLeadImport,
  publishLeadsNow,
  scheduleLeads,
  unpublishLeads,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageAnswer, registerEndpoint } from '../../http/endpoint.js';
import { bodyFieldDigest, registerLargeJsonBodies } from '../../http/json-body.js';
import { getBatch, listBatches, listRejectedRows } from './import-history.service.js';
import { createSingleLead, previewImport, startImport, warmUpImportCheck } from './lead-import.service.js';
import { changePublishing } from './publish-actions.service.js';

export async function leadImportRoutes(app: FastifyInstance, ctx: AppContext) {
  // A 50,000-row CSV is about 8 MB of JSON-encoded text; 26 MB leaves room and stops abuse. Such a
  // body is parsed, and its file hashed, off the main thread (issue 24.4, http/json-body.ts).
  const bodyLimit = 26 * 1024 * 1024;
  await app.register(async (scope) => {
    registerLargeJsonBodies(scope, ctx, { bodyLimit, digestOf: 'csv' });
    registerEndpoint(
      scope,
      ctx,
      previewLeadImport,
      async ({ body, request }) => ({
        message: MESSAGES.fetched,
        result: await previewImport(ctx, body, bodyFieldDigest(request, body.csv)),
      }),
      { bodyLimit },
    );
    registerEndpoint(
      scope,
      ctx,
      importLeads,
      async ({ body, user, request }) => ({
        message: MESSAGES.added,
        result: await startImport(ctx, user.id, body, bodyFieldDigest(request, body.csv)),
      }),
      { bodyLimit },
    );
  });
  registerEndpoint(app, ctx, getImportBatch, async ({ query }) => ({
    message: MESSAGES.fetched,
    result: await getBatch(ctx.db, query.id),
  }));
  registerEndpoint(app, ctx, getImportBatches, async ({ query }) => {
    // The import page lists the history as it opens: a file to check is likely to follow.
    warmUpImportCheck(ctx);
    return pageAnswer(await listBatches(ctx.db, query));
  });
  registerEndpoint(app, ctx, getImportRejectedRows, async ({ query }) =>
    pageAnswer(await listRejectedRows(ctx.db, query)),
  );
  registerEndpoint(app, ctx, createLead, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await createSingleLead(ctx, user.id, body),
  }));

  registerEndpoint(app, ctx, publishLeadsNow, async ({ body, user }) => ({
    message: MESSAGES.edited,
    result: await changePublishing(ctx, user.id, 'publish_now', body),
  }));
  registerEndpoint(app, ctx, scheduleLeads, async ({ body, user }) => ({
    message: MESSAGES.edited,
    result: await changePublishing(ctx, user.id, 'schedule', body, new Date(body.publish_at)),
  }));
  registerEndpoint(app, ctx, unpublishLeads, async ({ body, user }) => ({
    message: MESSAGES.edited,
    result: await changePublishing(ctx, user.id, 'unpublish', body),
  }));
}
