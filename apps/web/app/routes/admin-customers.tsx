import { AdminPageHeader } from '../features/admin/admin-page';
import { CustomersView } from '../features/admin/customers/customers-view';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Customers & rewards',
    'Find members, see their plan, wallet and leads, and credit rewards or correct a wallet.',
  );

export default function AdminCustomersPage() {
  return (
    <>
      <AdminPageHeader title="Customers & rewards">
        Members with their plan, wallet and leads. Rewards from giveaways and special events, and corrections,
        are added to the wallet as entries the customer sees with your reason.
      </AdminPageHeader>
      <CustomersView />
    </>
  );
}
