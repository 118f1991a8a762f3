import { WebhooksView } from '../features/webhooks/webhooks-view';
import { privatePageMeta } from '../lib/private-page-meta';
import { dashboardHeaderHandle } from '../lib/use-dashboard-header';

export const handle = dashboardHeaderHandle('Connect Webhook');

export const meta = () =>
  privatePageMeta(
    'Connect Webhook',
    'Have every purchased lead POSTed to your URL, signed per Standard Webhooks, with a delivery log and replays.',
  );

/** docs/product.md §2.8: menu purchased → Premium Leads → Connect Webhook. */
export default function PurchasedConnectWebhookPage() {
  return <WebhooksView />;
}
