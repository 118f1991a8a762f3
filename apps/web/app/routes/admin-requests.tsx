import { AdminPageHeader } from '../features/admin/admin-page';
import { RequestsView } from '../features/admin/refunds/requests-view';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Refund and replacement requests',
    'Review refund and replacement requests with their evidence and the buyer’s record, and decide them.',
  );

export default function AdminRequestsPage() {
  return (
    <>
      <AdminPageHeader title="Refund and replacement requests">
        Exclusive-lead refunds are asked within 72 hours with a call, SMS or email log; an approval credits
        the price paid to the wallet. Premium-lead replacements get a credit back or another lead. A rejection
        needs a note the customer reads. A duplicate purchase or a phone number that is not valid is approved
        automatically when filed. Each open request is due one business day after it was filed (Monday to
        Friday, Central time); overdue ones come first.
      </AdminPageHeader>
      <RequestsView />
    </>
  );
}
