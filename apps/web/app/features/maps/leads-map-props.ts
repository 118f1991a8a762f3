import type { ReactNode } from 'react';
import type { MarketplaceLead } from '@app/shared';

/** A radius search, drawn on the map: its centre (as searched) and radius in miles. */
export interface SearchCircle {
  lat: number;
  lng: number;
  miles: number;
}

/** What either map (offline or Google) is given by the marketplace. */
export interface LeadsMapProps {
  leads: MarketplaceLead[];
  circle: SearchCircle | null;
  /** The map reports where it is centred, for a radius search around it. */
  onCentreChange: (centre: { lat: number; lng: number }) => void;
  /** A lead's card, as the list shows it, for the map to show when its marker is chosen. */
  renderLead: (lead: MarketplaceLead) => ReactNode;
}
