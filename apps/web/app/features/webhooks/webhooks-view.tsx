import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { CreateWebhookForm, type RevealedWebhookSecret } from './create-webhook-form';
import { DeliveryCard } from '../../components/delivery-card';
import { DeliveryPageIntro } from '../../components/delivery-page-nav';
import { OneTimeSecret } from '../../components/one-time-secret';
import { useWebhookEndpoints } from './api/use-webhooks';
import { WebhookEndpointCard } from './webhook-endpoint-card';
import { WebhookVerifyGuide } from './webhook-verify-guide';

function EndpointList() {
  const { data, isPending, error, refetch } = useWebhookEndpoints();
  if (isPending) {
    return (
      <LoadingRegion label="Loading your endpoints">
        <Skeleton className="h-48" />
      </LoadingRegion>
    );
  }
  if (error) return <QueryError error={error} what="your webhook endpoints" onRetry={() => refetch()} />;
  if (data.length === 0) {
    return (
      <EmptyState title="No endpoints yet">
        Register your receiver&apos;s URL above; every lead you buy from then on is sent to it within seconds.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Your webhook endpoints" className="space-y-4">
      {data.map((endpoint) => (
        <WebhookEndpointCard key={endpoint._id} endpoint={endpoint} />
      ))}
    </ul>
  );
}

/** /purchased-leads/connect-webhook: the "Connect Webhook" page that /docs names (docs/product.md §2.8). */
export function WebhooksView() {
  const [revealed, setRevealed] = useState<RevealedWebhookSecret | null>(null);
  return (
    <div className="space-y-6">
      <DeliveryPageIntro>
        <p>
          Give us a URL and we POST each lead to it the moment you buy it, premium or exclusive: no polling.
          Every message is signed, so your server can prove it came from us.
        </p>
      </DeliveryPageIntro>
      <DeliveryCard title="Register an endpoint">
        <CreateWebhookForm onCreated={setRevealed} />
        {revealed && (
          <OneTimeSecret
            title="Your signing secret"
            label="the signing secret"
            value={revealed.secret}
            onDismiss={() => setRevealed(null)}
          >
            <p>
              Registered <span className="break-all font-mono">{revealed.url}</span>. Put this secret in your
              receiver&apos;s settings; it verifies the webhook-signature header of every message.
            </p>
          </OneTimeSecret>
        )}
      </DeliveryCard>
      <DeliveryCard title="Your endpoints">
        <EndpointList />
      </DeliveryCard>
      <WebhookVerifyGuide />
    </div>
  );
}
