import { ApiKeysView } from '../features/api-keys/api-keys-view';
import { privatePageMeta } from '../lib/private-page-meta';
import { dashboardHeaderHandle } from '../lib/use-dashboard-header';

export const handle = dashboardHeaderHandle('API Keys');

export const meta = () =>
  privatePageMeta(
    'API Keys',
    'Create, rotate and revoke the personal API keys that pull your purchased leads with the x-api-key header.',
  );

/** Issue "Lead delivery": personal keys for leads/get-purchased-premium-leads. */
export default function PurchasedApiKeysPage() {
  return <ApiKeysView />;
}
