import {
  MESSAGES,
  connectGoHighLevel as connectGhlEndpoint,
  connectGoogleSheet as connectSheetEndpoint,
  createCsvFeed as createCsvFeedEndpoint,
  disconnectIntegration as disconnectEndpoint,
  getGoHighLevelPipelines,
  getIntegrations,
  setGoHighLevelStages as setGhlStagesEndpoint,
  verifyGoogleSheet as verifySheetEndpoint,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { enforceRateLimit } from '../../http/rate-limit.js';
import { buildPurchasedLeadsCsv } from '../purchases/index.js';
import { connectGoogleSheet, verifyGoogleSheet } from './google-sheet.service.js';
import {
  connectGoHighLevel,
  createCsvFeed,
  disconnectIntegration,
  findFeedOwner,
  getIntegrationsOverview,
  listGoHighLevelPipelines,
  setGoHighLevelStages,
} from './integrations.service.js';

export function integrationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const overview = async (userId: string, message: string) => ({
    message,
    result: await getIntegrationsOverview(ctx, userId),
  });

  registerEndpoint(app, ctx, getIntegrations, async ({ user }) => overview(user.accountId, MESSAGES.fetched));

  registerEndpoint(app, ctx, connectSheetEndpoint, async ({ body, user }) => {
    await connectGoogleSheet(ctx, user.accountId, body.spreadsheet_url, body.sheet_name);
    return overview(user.accountId, MESSAGES.edited);
  });

  registerEndpoint(app, ctx, verifySheetEndpoint, async ({ user }) => {
    await verifyGoogleSheet(ctx, user.accountId);
    return overview(user.accountId, MESSAGES.edited);
  });

  registerEndpoint(app, ctx, connectGhlEndpoint, async ({ body, user }) => {
    await connectGoHighLevel(ctx, user.accountId, body.private_integration_token, body.location_id);
    return overview(user.accountId, MESSAGES.edited);
  });

  registerEndpoint(app, ctx, setGhlStagesEndpoint, async ({ body, user }) => {
    await setGoHighLevelStages(ctx, user.id, body.stage_mappings);
    return overview(user.id, MESSAGES.edited);
  });

  registerEndpoint(
    app,
    ctx,
    getGoHighLevelPipelines,
    async ({ user }) => ({ message: MESSAGES.fetched, result: await listGoHighLevelPipelines(ctx, user.id) }),
    { rateLimit: { max: 30, windowSeconds: 60 } },
  );

  registerEndpoint(app, ctx, disconnectEndpoint, async ({ body, user }) => {
    await disconnectIntegration(ctx, user.accountId, body.kind);
    return overview(user.accountId, MESSAGES.edited);
  });

  registerEndpoint(app, ctx, createCsvFeedEndpoint, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return { message: MESSAGES.added, result: { url: await createCsvFeed(ctx, user.accountId) } };
  });

  // The CSV feed for IMPORTDATA: authorised by its own token in the URL, counted like any download.
  app.get('/api/v1/feeds/purchased-leads.csv', async (request, reply) => {
    const token = String((request.query as Record<string, unknown>).token ?? '');
    await enforceRateLimit(ctx, `feed:${request.ip}`, { max: 120, windowSeconds: 3600 });
    const userId = await findFeedOwner(ctx, token);
    const { csv } = await buildPurchasedLeadsCsv(ctx, userId, {});
    reply.header('content-type', 'text/csv; charset=utf-8').header('cache-control', 'no-store');
    return csv;
  });
}
