import { ConnectSheetView } from '../features/integrations/connect-sheet-view';
import { privatePageMeta } from '../lib/private-page-meta';
import { dashboardHeaderHandle } from '../lib/use-dashboard-header';

export const handle = dashboardHeaderHandle('Connect Sheet');

export const meta = () =>
  privatePageMeta(
    'Connect Sheet',
    'Send every purchased lead to your Google Sheet within a minute, or pull them with a CSV feed link and IMPORTDATA.',
  );

/** docs/product.md §2.8: menu purchased → Premium Leads → Connect Sheet. */
export default function PurchasedConnectSheetPage() {
  return <ConnectSheetView />;
}
