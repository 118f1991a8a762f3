import { PipelineView } from '../features/pipeline/pipeline-view';
import { privatePageMeta } from '../lib/private-page-meta';
import { dashboardHeaderHandle } from '../lib/use-dashboard-header';

export const handle = dashboardHeaderHandle('Pipeline');

export const meta = () =>
  privatePageMeta(
    'Pipeline',
    'Your purchased leads from new to closed: statuses, notes, follow-ups and the history of every move.',
  );

/** Issue 22.1: the deal pipeline of the customer area. */
export default function DashboardPipelinePage() {
  return <PipelineView />;
}
