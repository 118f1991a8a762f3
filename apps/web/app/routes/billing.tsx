import { useSearchParams } from 'react-router';
import { BillingView } from '../features/billing/billing-view';
import { privatePageMeta } from '../lib/private-page-meta';
import { dashboardHeaderHandle } from '../lib/use-dashboard-header';

export const handle = dashboardHeaderHandle('Billing');

export const meta = () =>
  privatePageMeta(
    'Billing',
    'Your plan, renewal date, card on file and payment history; change, cancel or resume your subscription.',
  );

export default function BillingPage() {
  const [params] = useSearchParams();
  return (
    <BillingView requestedPlanId={params.get('plan') ?? undefined} currentYear={new Date().getFullYear()} />
  );
}
