import { AdminPageHeader } from '../features/admin/admin-page';
import { AffiliatesView } from '../features/admin/affiliates/affiliates-view';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Affiliates',
    'Affiliates, their referral links, referred customers, 11% lifetime commission (held 30 days, then payable) and payouts.',
  );

export default function AdminAffiliatesPage() {
  return (
    <>
      <AdminPageHeader title="Affiliates">
        Active affiliates earn 11% of what the customers they refer spend on subscriptions and leads, for
        life, payable 30 days later. Move new sign-ups along as you contact them, and record each payout as
        you send it.
      </AdminPageHeader>
      <AffiliatesView />
    </>
  );
}
