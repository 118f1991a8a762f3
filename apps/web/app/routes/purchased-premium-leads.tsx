import { DeliveryOverviewCard } from '../components/delivery-overview-card';
import { PurchasedLeadsView } from '../features/purchased-leads/purchased-leads-view';
import { privatePageMeta } from '../lib/private-page-meta';
import { dashboardHeaderHandle } from '../lib/use-dashboard-header';

export const handle = dashboardHeaderHandle('Purchased Leads');

export const meta = () =>
  privatePageMeta(
    'Premium Leads',
    'The premium leads you took, with seller name, phone and address, ready to download for your CRM.',
  );

/** docs/product.md §2.8: customer-area route purchased-leads/get-purchased-premium-leads. */
export default function PurchasedPremiumLeadsPage() {
  return <PurchasedLeadsView leadType="premium" connectTools={<DeliveryOverviewCard />} />;
}
