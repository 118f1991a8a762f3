import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { ApiKeyList } from './api-key-list';
import { ApiKeyUsage } from './api-key-usage';
import { CreateApiKeyForm } from './create-api-key-form';
import { DeliveryCard } from '../../components/delivery-card';
import { DeliveryPageIntro } from '../../components/delivery-page-nav';
import { OneTimeSecret } from '../../components/one-time-secret';
import { useApiKeys } from './api/use-api-keys';

function KeysList({ onRotated }: { onRotated: (created: { name: string; key: string }) => void }) {
  const { data, isPending, error, refetch } = useApiKeys();
  if (isPending) {
    return (
      <LoadingRegion label="Loading your API keys">
        <div className="space-y-3">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      </LoadingRegion>
    );
  }
  if (error) return <QueryError error={error} what="your API keys" onRetry={() => refetch()} />;
  if (data.length === 0) {
    return (
      <EmptyState title="No API keys yet">
        Create one above to pull your purchased leads from your own code, Postman or a no-code tool.
      </EmptyState>
    );
  }
  return <ApiKeyList keys={data} onRotated={onRotated} />;
}

/** /purchased-leads/api-keys: personal keys for the pull API, each shown once (docs/product.md §15). */
export function ApiKeysView() {
  // The one copy of a new key in the browser; "Done" or leaving the page drops it.
  const [revealed, setRevealed] = useState<{ name: string; key: string } | null>(null);
  return (
    <div className="space-y-6">
      <DeliveryPageIntro>
        <p>
          An API key lets your own software read the leads you purchased from{' '}
          <span className="font-mono text-sm">leads/get-purchased-premium-leads</span>. Create one key per
          tool, so that you can revoke one without breaking the others.
        </p>
      </DeliveryPageIntro>
      <DeliveryCard title="Create a key">
        <CreateApiKeyForm onCreated={setRevealed} />
        {revealed && (
          <OneTimeSecret
            title={`Your new key: ${revealed.name}`}
            label="your new API key"
            value={revealed.key}
            onDismiss={() => setRevealed(null)}
          >
            <p>
              We keep only a fingerprint of it, so nobody here can show it to you again. Lost it? Rotate the
              key and copy the new one.
            </p>
          </OneTimeSecret>
        )}
      </DeliveryCard>
      <DeliveryCard title="Your keys">
        <KeysList onRotated={setRevealed} />
      </DeliveryCard>
      <ApiKeyUsage />
    </div>
  );
}
