export {
  issueInvoice,
  invoicesOfPayments,
  toInvoiceDto,
  updateBillingDetails,
  type InvoiceLine,
} from './invoices.service.js';
export { invoicesRoutes } from './invoices.routes.js';
