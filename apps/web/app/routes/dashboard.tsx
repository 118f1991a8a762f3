import { DashboardOverview } from '../features/dashboard/dashboard-overview';
import { TodaysFollowUps } from '../features/pipeline/todays-follow-ups';
import { DASHBOARD_TABS } from '../features/dashboard/dashboard-tabs';
import { privatePageMeta } from '../lib/private-page-meta';
import { dashboardHeaderHandle } from '../lib/use-dashboard-header';

export const handle = dashboardHeaderHandle(DASHBOARD_TABS[0].header);

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
