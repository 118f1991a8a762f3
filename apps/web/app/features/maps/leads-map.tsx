/// <reference types="google.maps" />
import { MarkerClusterer } from '@googlemaps/markerclusterer';
import { KM_PER_MILE } from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import { LeadPopup } from './lead-popup';
import type { LeadsMapProps } from './leads-map-props';

/** The contiguous United States, before any lead has arrived. */
const US_CENTRE = { lat: 39.5, lng: -98.35 };

/**
 * The leads of the current page as clustered markers on Google Maps, with the search's circle.
 * Positions are the API's rounded locations (about 1 km, docs/product.md §13), so a marker never
 * points at a seller's house. Rendered only inside <MapsProvider> once the API is loaded.
 */
export function LeadsMap({ leads, circle, onCentreChange, renderLead }: LeadsMapProps) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const mapRef = useRef<google.maps.Map | null>(null);
  const clustererRef = useRef<MarkerClusterer | null>(null);
  const circleRef = useRef<google.maps.Circle | null>(null);
  const hasFittedRef = useRef(false);
  const callbacksRef = useRef({ onCentreChange });
  const [isReady, setIsReady] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    callbacksRef.current = { onCentreChange };
  }, [onCentreChange]);

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
      circleRef.current?.setMap(null);
      circleRef.current = null;
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
      marker.addListener('click', () => setOpenId(lead.id));
      return marker;
    });
    clusterer.clearMarkers();
    clusterer.addMarkers(markers);
    // Fit the first results only: refitting on every page would fight the visitor's own panning.
    if (!hasFittedRef.current && markers.length > 0 && !circle) {
      const bounds = new google.maps.LatLngBounds();
      for (const marker of markers) bounds.extend(marker.getPosition()!);
      map.fitBounds(bounds);
      hasFittedRef.current = true;
    }
  }, [isReady, leads, circle]);

  useEffect(() => {
    const map = mapRef.current;
    if (!isReady || !map) return;
    circleRef.current?.setMap(null);
    circleRef.current = null;
    if (!circle) return;
    circleRef.current = new google.maps.Circle({
      map,
      center: { lat: circle.lat, lng: circle.lng },
      radius: circle.miles * KM_PER_MILE * 1000,
      strokeColor: '#1d4ed8',
      strokeWeight: 2,
      fillColor: '#2563eb',
      fillOpacity: 0.1,
      clickable: false,
    });
    const bounds = circleRef.current.getBounds();
    if (bounds) map.fitBounds(bounds);
    hasFittedRef.current = true;
  }, [isReady, circle]);

  const openLead = leads.find((lead) => lead.id === openId);

  return (
    <div>
      <div className="relative">
        <div
          ref={containerRef}
          role="region"
          aria-label="Map of the leads on this page"
          data-map="google"
          className="h-[360px] w-full overflow-hidden rounded-2xl bg-slate-100 sm:h-[480px]"
        />
        {openLead && (
          <LeadPopup
            leads={[openLead]}
            renderLead={renderLead}
            isNarrow={(containerRef.current?.clientWidth ?? 0) < 560}
            onClose={() => setOpenId(null)}
          />
        )}
      </div>
      <p className="mt-2 text-xs text-slate-600">
        Locations are rounded to about 1 km; the exact address comes with the lead once you own it.
      </p>
    </div>
  );
}
