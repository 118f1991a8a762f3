import { DashboardOverview } from '../features/dashboard/dashboard-overview';
import { TodaysFollowUps } from '../features/pipeline/todays-follow-ups';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Dashboard',
    'Your premium credits, wallet balance, leads taken this month and subscription at a glance.',
  );

export default function DashboardPage() {
  return (
    <div className="space-y-6">
      <TodaysFollowUps />
      <DashboardOverview />
    </div>
  );
}
