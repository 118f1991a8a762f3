import type { MarketplaceLead } from '@app/shared';
import { appHref, site } from '../config/site';
import { LeadsMapView } from '../features/maps/leads-map-view';
import { MarketplaceBrowser, type MapSlotProps } from '../features/marketplace/marketplace-browser';
import { WithQueryClient } from '../lib/query-client';

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

const renderActions = (lead: MarketplaceLead) => <SignUpToTake lead={lead} />;
// The map's code and data load only once a visitor asks for the map (decision 021).
const renderMap = (props: MapSlotProps) => (
  <LeadsMapView googleMapsApiKey={site.googleMapsApiKey} {...props} />
);

/** The public marketplace's list and map: visitors see the leads and are invited to sign up. */
export function PublicMarketplace() {
  return (
    <WithQueryClient>
      <MarketplaceBrowser renderActions={renderActions} renderMap={renderMap} />
    </WithQueryClient>
  );
}
