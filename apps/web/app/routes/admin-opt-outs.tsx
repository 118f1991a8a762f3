import { AdminPageHeader } from '../features/admin/admin-page';
import { CoveragePanel } from '../features/admin/compliance/coverage-panel';
import { DncListsPanel } from '../features/admin/compliance/dnc-lists-panel';
import { AddSellerOptOutForm } from '../features/admin/seller-opt-outs/add-seller-opt-out-form';
import { SellerOptOutsView } from '../features/admin/seller-opt-outs/seller-opt-outs-view';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Do-not-sell list',
    'Every phone number a seller took out of our data, the form to add one for a seller who phoned or wrote in, the Do-Not-Call lists leads are checked against, and consent coverage by source.',
  );

/** Issue 19.1: the numbers we never sell again, and who asked. */
export default function AdminOptOutsPage() {
  return (
    <>
      <AdminPageHeader title="Do-not-sell list">
        Numbers we never sell again. Sellers add theirs on the public page with a texted code; add one here
        for a seller who phoned or wrote in. Every import refuses these numbers. Below: the Do-Not-Call lists
        every lead is checked against, and how many leads on sale carry consent and a DNC check.
      </AdminPageHeader>
      <div className="space-y-6">
        <AddSellerOptOutForm />
        <SellerOptOutsView />
        <DncListsPanel />
        <CoveragePanel />
      </div>
    </>
  );
}
