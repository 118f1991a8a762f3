import { QueryError } from '../../components/query-error';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { CsvFeedSection } from './csv-feed-section';
import { DeliveryPageIntro } from '../../components/delivery-page-nav';
import { GoogleSheetSection } from './google-sheet-section';
import { useIntegrations } from './api/use-integrations';

/** /purchased-leads/connect-sheet: the "Connect Sheet" page that /docs names (docs/product.md §2.8). */
export function ConnectSheetView() {
  const { data, isPending, error, refetch } = useIntegrations();
  return (
    <div className="space-y-6">
      <DeliveryPageIntro>
        <p>
          Keep a Google Sheet filled with your purchased leads, for your callers, your VA or your partners,
          without downloading a CSV every day.
        </p>
      </DeliveryPageIntro>
      {isPending ? (
        <LoadingRegion label="Loading your connections">
          <div className="space-y-6">
            <Skeleton className="h-96" />
            <Skeleton className="h-48" />
          </div>
        </LoadingRegion>
      ) : error ? (
        <QueryError error={error} what="your connections" onRetry={() => refetch()} />
      ) : (
        <>
          <GoogleSheetSection overview={data} />
          <CsvFeedSection feed={data.csv_feed} />
        </>
      )}
    </div>
  );
}
