import { LeadsMap, type LeadsMapProps } from './leads-map';
import { MapsProvider } from './maps-provider';

/**
 * The map's lazily loaded chunk (the Google loader, the clusterer and the map component), so the
 * marketplace list stays light: import it with React.lazy.
 */
export default function LeadsMapPanel({ apiKey, ...mapProps }: LeadsMapProps & { apiKey: string }) {
  return (
    <MapsProvider apiKey={apiKey}>
      <LeadsMap {...mapProps} />
    </MapsProvider>
  );
}
