import {
  MESSAGES,
  downloadDataExport,
  getDataExports,
  requestDataExport as requestDataExportEndpoint,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { dataExportFile, listDataExports, requestDataExport } from './data-exports.service.js';

export function dataExportsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, requestDataExportEndpoint, async ({ user }) => ({
    message: MESSAGES.added,
    result: await requestDataExport(ctx, user.id),
  }));

  registerEndpoint(app, ctx, getDataExports, async ({ user }) => ({
    message: MESSAGES.fetched,
    result: await listDataExports(ctx, user.id),
  }));

  registerEndpoint(app, ctx, downloadDataExport, async ({ query, user, reply }) => {
    const { zip, requestedAt } = await dataExportFile(ctx, user.id, query.id);
    reply
      .header('content-type', 'application/zip')
      .header(
        'content-disposition',
        contentDisposition(
          `${ctx.config.brandName.toLowerCase()}-data-${requestedAt.toISOString().slice(0, 10)}.zip`,
        ),
      )
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return zip;
  });
}
