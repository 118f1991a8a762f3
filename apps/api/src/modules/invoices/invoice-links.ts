import type { AppContext } from '../../context.js';

/** The link that opens an invoice's PDF, signed so it works from the receipt without signing in. */
export function invoicePdfUrl(ctx: Pick<AppContext, 'config' | 'secrets'>, invoiceId: string): string {
  const signature = ctx.secrets.keyedHash('invoice-pdf', invoiceId);
  return `${ctx.config.appUrl}/api/v1/billing/download-invoice?id=${invoiceId}&signature=${signature}`;
}
