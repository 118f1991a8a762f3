import { TeamView } from '../features/teams/team-view';
import { privatePageMeta } from '../lib/private-page-meta';
import { useDashboardHeader } from '../lib/use-dashboard-header';

export const meta = () =>
  privatePageMeta('Team', 'Invite buyers and viewers to share your credits, wallet and purchased leads.');

/** Issue 22.4: the team that shares this account. */
export default function DashboardTeamPage() {
  useDashboardHeader('Team');
  return <TeamView />;
}
