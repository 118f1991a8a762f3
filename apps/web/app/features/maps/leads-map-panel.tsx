import type { ReactNode } from 'react';
import { LeadsMap } from './leads-map';
import type { LeadsMapProps } from './leads-map-props';
import { MapsProvider } from './maps-provider';

/**
 * The Google map's lazily loaded chunk (the Google loader, the clusterer and the map component),
 * loaded only when a key is configured and the map is shown; `fallback` is the offline map, for
 * when Google's script cannot load.
 */
export default function LeadsMapPanel({
  apiKey,
  fallback,
  ...mapProps
}: LeadsMapProps & { apiKey: string; fallback: ReactNode }) {
  return (
    <MapsProvider apiKey={apiKey} fallback={fallback}>
      <LeadsMap {...mapProps} />
    </MapsProvider>
  );
}
