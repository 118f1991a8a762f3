import { downloadInvoice, getInvoicesForTeam } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageAnswer, registerEndpoint } from '../../http/endpoint.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { invoiceBySignedLink, listInvoicesForTeam } from './invoices.service.js';

export function invoicesRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, downloadInvoice, async ({ query, reply }) => {
    const invoice = await invoiceBySignedLink(ctx, query.id, query.signature);
    const pdf = await renderInvoicePdf(ctx, invoice);
    // Shown in the browser's own PDF viewer; saved under the invoice's number.
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="invoice-${invoice.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return pdf;
  });

  registerEndpoint(app, ctx, getInvoicesForTeam, async ({ query }) =>
    pageAnswer(await listInvoicesForTeam(ctx, query)),
  );
}
