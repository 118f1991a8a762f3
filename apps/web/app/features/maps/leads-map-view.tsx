import { Suspense, lazy } from 'react';
import { LoadFailureBoundary } from '../../components/load-failure-boundary';
import type { LeadsMapProps } from './leads-map-props';
import { MapsLoading } from './maps-notices';

// Each map is its own chunk, fetched only when the map is shown (decision 021): the marketplace
// list stays light. The offline map brings d3-geo and its geodata (the country first, 17 kB gzip;
// each state's county lines once zoomed in on it: build-tools/atlas-files.ts).
const OfflineLeadsMap = lazy(() => import('./offline/offline-leads-map'));
const GoogleLeadsMapPanel = lazy(() => import('./leads-map-panel'));

/**
 * The marketplace's map (docs/product.md §2.12): drawn offline from bundled open data by default,
 * Google Maps when a key is configured (and the offline map again if Google's script cannot load).
 */
export function LeadsMapView({
  googleMapsApiKey,
  onUnavailable,
  ...props
}: LeadsMapProps & { googleMapsApiKey: string; onUnavailable: () => void }) {
  const offline = <OfflineLeadsMap {...props} />;
  return (
    // A map whose code could not load says so once; the list beside it goes on working.
    <LoadFailureBoundary
      onFailure={onUnavailable}
      fallback={
        <p
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          The map could not load. Check your connection and reload the page; the list of leads below still
          works.
        </p>
      }
    >
      <Suspense fallback={<MapsLoading />}>
        {googleMapsApiKey ? (
          <GoogleLeadsMapPanel apiKey={googleMapsApiKey} fallback={offline} {...props} />
        ) : (
          offline
        )}
      </Suspense>
    </LoadFailureBoundary>
  );
}
