import { AdminPageHeader } from '../features/admin/admin-page';
import { PlansView } from '../features/admin/plans/plans-view';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Plans',
    'Create and edit subscription plans, schedule price changes with a month of notice, retire plans.',
  );

export default function AdminPlansPage() {
  return (
    <>
      <AdminPageHeader title="Plans">
        What the pricing page sells. A price changes only on a date at least one month ahead, and every
        subscriber is emailed when you schedule it; a retired plan stays with its subscribers.
      </AdminPageHeader>
      <PlansView />
    </>
  );
}
