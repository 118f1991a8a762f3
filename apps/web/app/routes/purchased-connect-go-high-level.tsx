import { ConnectGhlView } from '../features/integrations/connect-ghl-view';
import { privatePageMeta } from '../lib/private-page-meta';
import { dashboardHeaderHandle } from '../lib/use-dashboard-header';

export const handle = dashboardHeaderHandle('Connect Go High Level');

export const meta = () =>
  privatePageMeta(
    'Connect Go High Level',
    'Create a Go High Level contact for every lead you buy, with the property details in a note.',
  );

/** Issue "Lead delivery": Go High Level through a Private Integration Token. */
export default function PurchasedConnectGoHighLevelPage() {
  return <ConnectGhlView />;
}
