import { AdminPageHeader } from '../features/admin/admin-page';
import { LeadsView } from '../features/admin/leads/leads-view';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta('Leads', 'Search every lead, correct it, withdraw it, and see who took it.');

export default function AdminLeadsPage() {
  return (
    <>
      <AdminPageHeader title="Leads">
        Every lead in any state: scheduled, for sale, sold out, expired or withdrawn. Premium leads leave the
        marketplace after 3 buyers or 30 days; exclusive leads after their one buyer.
      </AdminPageHeader>
      <LeadsView />
    </>
  );
}
