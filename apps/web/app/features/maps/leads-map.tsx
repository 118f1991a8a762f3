/// <reference types="google.maps" />
import { MarkerClusterer } from '@googlemaps/markerclusterer';
import { useEffect, useRef, useState } from 'react';
import type { MarketplaceLead } from '@app/shared';

export interface LeadsMapProps {
  leads: MarketplaceLead[];
  onCentreChange: (centre: { lat: number; lng: number }) => void;
  onSelectLead: (leadId: string) => void;
}

/** The contiguous United States, before any lead has arrived. */
const US_CENTRE = { lat: 39.5, lng: -98.35 };

/**
 * The leads of the current page as clustered markers. Positions are the API's rounded locations
 * (about 1 km, docs/product.md §13), so a marker never points at a seller's house. Rendered only
 * inside <MapsProvider> once the API is loaded.
 */
export function LeadsMap({ leads, onCentreChange, onSelectLead }: LeadsMapProps) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const mapRef = useRef<google.maps.Map | null>(null);
  const clustererRef = useRef<MarkerClusterer | null>(null);
  const hasFittedRef = useRef(false);
  const callbacksRef = useRef({ onCentreChange, onSelectLead });
  const [isReady, setIsReady] = useState(false);

  useEffect(() => {
    callbacksRef.current = { onCentreChange, onSelectLead };
  }, [onCentreChange, onSelectLead]);

  useEffect(() => {
    let isCancelled = false;
    let idleListener: google.maps.MapsEventListener | undefined;
    (async () => {
      const { Map } = (await google.maps.importLibrary('maps')) as google.maps.MapsLibrary;
      await google.maps.importLibrary('marker');
      if (isCancelled || !containerRef.current) return;
      const map = new Map(containerRef.current, {
        center: US_CENTRE,
        zoom: 4,
        mapTypeControl: false,
        streetViewControl: false,
        fullscreenControl: false,
        gestureHandling: 'cooperative',
      });
      idleListener = map.addListener('idle', () => {
        const centre = map.getCenter();
        if (centre) callbacksRef.current.onCentreChange({ lat: centre.lat(), lng: centre.lng() });
      });
      mapRef.current = map;
      clustererRef.current = new MarkerClusterer({ map });
      setIsReady(true);
    })().catch((error: unknown) => console.warn('The map could not be created', error));
    return () => {
      isCancelled = true;
      idleListener?.remove();
      clustererRef.current?.setMap(null);
      clustererRef.current = null;
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const clusterer = clustererRef.current;
    if (!isReady || !map || !clusterer) return;
    const markers = leads.map((lead) => {
      const [lng, lat] = lead.location.coordinates;
      const marker = new google.maps.Marker({
        position: { lat, lng },
        title: `${lead.city}, ${lead.state} ${lead.ZIP} · ${lead.property_type} · ${lead.lead_type === 'exclusive' ? 'Exclusive' : 'Premium'}`,
      });
      marker.addListener('click', () => callbacksRef.current.onSelectLead(lead.id));
      return marker;
    });
    clusterer.clearMarkers();
    clusterer.addMarkers(markers);
    // Fit the first results only: refitting on every page would fight the visitor's own panning.
    if (!hasFittedRef.current && markers.length > 0) {
      const bounds = new google.maps.LatLngBounds();
      for (const marker of markers) bounds.extend(marker.getPosition()!);
      map.fitBounds(bounds);
      hasFittedRef.current = true;
    }
  }, [isReady, leads]);

  return (
    <div>
      <div
        ref={containerRef}
        role="region"
        aria-label="Map of the leads on this page"
        className="h-[360px] w-full overflow-hidden rounded-2xl bg-slate-100 sm:h-[440px]"
      />
      <p className="mt-2 text-xs text-slate-600">
        Locations are rounded to about 1 km; the exact address comes with the lead once you own it.
      </p>
    </div>
  );
}
