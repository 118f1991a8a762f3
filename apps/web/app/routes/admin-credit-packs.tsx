import { AdminPageHeader } from '../features/admin/admin-page';
import { CreditPacksView } from '../features/admin/credit-packs/credit-packs-view';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Credit packs',
    'Extra premium credits members of each plan can buy mid-month: price them, take them off sale.',
  );

export default function AdminCreditPacksPage() {
  return (
    <>
      <AdminPageHeader title="Credit packs">
        Extra premium credits a member buys when the month’s run out, by card or from the wallet. Each pack
        belongs to one plan; its credits last until the member’s credit month ends and are then forfeited like
        the plan’s own. Changing a pack never changes packs already bought.
      </AdminPageHeader>
      <CreditPacksView />
    </>
  );
}
