import { RequestsList } from '../features/refunds/requests-list';
import { privatePageMeta } from '../lib/private-page-meta';
import { dashboardHeaderHandle } from '../lib/use-dashboard-header';

export const handle = dashboardHeaderHandle('Requests');

export const meta = () =>
  privatePageMeta('Requests', 'Your refund and replacement requests and what our team decided.');

export default function RequestsPage() {
  return (
    <div className="space-y-5">
      <p className="max-w-3xl text-slate-700">
        Exclusive-lead refunds are decided from the call, SMS or email log you sent; an approved refund goes
        back to your wallet. Premium-lead replacements give you a credit back or another lead.
      </p>
      <RequestsList />
    </div>
  );
}
