import { TeamView } from '../features/teams/team-view';
import { privatePageMeta } from '../lib/private-page-meta';
import { dashboardHeaderHandle } from '../lib/use-dashboard-header';

export const handle = dashboardHeaderHandle('Team');

export const meta = () =>
  privatePageMeta('Team', 'Invite buyers and viewers to share your credits, wallet and purchased leads.');

/** Issue 22.4: the team that shares this account. */
export default function DashboardTeamPage() {
  return <TeamView />;
}
