import { AdminPageHeader } from '../features/admin/admin-page';
import { InvoicesView } from '../features/admin/invoices/invoices-view';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Invoices',
    'Every invoice issued, newest first: find one by number, customer name or e-mail.',
  );

export default function AdminInvoicesPage() {
  return (
    <>
      <AdminPageHeader title="Invoices">
        One invoice for every paid charge, numbered per year without gaps. Find one by its number or by the
        customer’s name or e-mail, and open the PDF the customer received.
      </AdminPageHeader>
      <InvoicesView />
    </>
  );
}
