import { RoiView } from '../features/roi/roi-view';
import { privatePageMeta } from '../lib/private-page-meta';
import { dashboardHeaderHandle } from '../lib/use-dashboard-header';

export const handle = dashboardHeaderHandle('ROI');

export const meta = () =>
  privatePageMeta(
    'ROI',
    'What your leads returned: spend against revenue, deals and conversion by lead type, source, state, county and month.',
  );

/** Issue 22.2: the return on the leads a member bought. */
export default function DashboardRoiPage() {
  return <RoiView />;
}
