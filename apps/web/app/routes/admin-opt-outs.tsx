import { AdminPageHeader } from '../features/admin/admin-page';
import { AddSellerOptOutForm } from '../features/admin/seller-opt-outs/add-seller-opt-out-form';
import { SellerOptOutsView } from '../features/admin/seller-opt-outs/seller-opt-outs-view';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Do-not-sell list',
    'Every phone number a seller took out of our data, and the form to add one for a seller who phoned or wrote in.',
  );

/** Issue 19.1: the numbers we never sell again, and who asked. */
export default function AdminOptOutsPage() {
  return (
    <>
      <AdminPageHeader title="Do-not-sell list">
        Numbers we never sell again. Sellers add theirs on the public page with a texted code; add one here
        for a seller who phoned or wrote in. Every import refuses these numbers.
      </AdminPageHeader>
      <div className="space-y-6">
        <AddSellerOptOutForm />
        <SellerOptOutsView />
      </div>
    </>
  );
}
