import { AdminPageHeader } from '../features/admin/admin-page';
import { AffiliatesView } from '../features/admin/affiliates/affiliates-view';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Affiliates',
    'Affiliates, their referral links, referred customers, 11% lifetime commission and payouts.',
  );

export default function AdminAffiliatesPage() {
  return (
    <>
      <AdminPageHeader title="Affiliates">
        Affiliates earn 11% of every payment by the customers they refer, for life. Move new sign-ups along as
        you contact them, and record each payout as you send it.
      </AdminPageHeader>
      <AffiliatesView />
    </>
  );
}
