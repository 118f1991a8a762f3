import { DeliveryOverviewCard } from '../components/delivery-overview-card';
import { PurchasedLeadsView } from '../features/purchased-leads/purchased-leads-view';
import { privatePageMeta } from '../lib/private-page-meta';
import { dashboardHeaderHandle } from '../lib/use-dashboard-header';

export const handle = dashboardHeaderHandle('Purchased Leads');

export const meta = () =>
  privatePageMeta(
    'Exclusive Leads',
    'The exclusive leads you bought, yours alone, with refund requests within 72 hours.',
  );

export default function PurchasedExclusiveLeadsPage() {
  return <PurchasedLeadsView leadType="exclusive" connectTools={<DeliveryOverviewCard />} />;
}
