import { Suspense, lazy } from 'react';
import type { MarketplaceLead } from '@app/shared';
import { appHref, site } from '../config/site';
import { MapsLoading, MapsNotConfigured } from '../features/maps/maps-notices';
import { MarketplaceBrowser, type MapSlotProps } from '../features/marketplace/marketplace-browser';
import { WithQueryClient } from '../lib/query-client';

// The Google Maps loader and clusterer stay out of the list page's bundle (loaded only with a key).
const LeadsMapPanel = lazy(() => import('../features/maps/leads-map-panel'));

function MapSlot(props: MapSlotProps) {
  if (!site.googleMapsApiKey) return <MapsNotConfigured />;
  return (
    <Suspense fallback={<MapsLoading />}>
      <LeadsMapPanel apiKey={site.googleMapsApiKey} {...props} />
    </Suspense>
  );
}

function SignUpToTake({ lead }: { lead: MarketplaceLead }) {
  return (
    <a
      href={appHref('/sign-up')}
      aria-label={`Sign up to take this lead in ${lead.city}, ${lead.state}`}
      className="block rounded-xl bg-brand-700 px-4 py-2.5 text-center font-bold text-white hover:bg-brand-900"
    >
      Sign up to take this lead
    </a>
  );
}

/** The public marketplace's list and map: visitors see the leads and are invited to sign up. */
export function PublicMarketplace() {
  return (
    <WithQueryClient>
      <MarketplaceBrowser
        renderActions={(lead) => <SignUpToTake lead={lead} />}
        renderMap={(props) => <MapSlot {...props} />}
      />
    </WithQueryClient>
  );
}
