/** docs/product.md §4, Maps loader: not loaded, loading, loaded, failed, auth failure. */
export type MapsStatus = 'not-loaded' | 'loading' | 'loaded' | 'failed' | 'auth-failure';

/** Google calls this global when the key is rejected (documented as gm_authFailure). */
export const AUTH_FAILURE_CALLBACK = 'gm_authFailure';
/** The script's `callback=`: the API calls it once it is ready. */
export const MAPS_READY_CALLBACK = '__sellerSignalMapsReady';

export const mapsScriptUrl = (apiKey: string) =>
  `https://maps.googleapis.com/maps/api/js?${new URLSearchParams({ key: apiKey, loading: 'async', callback: MAPS_READY_CALLBACK, v: 'weekly' }).toString()}`;

export const AUTH_FAILURE_MESSAGE =
  'The Google Maps API key was rejected. Check that the key is valid and allowed for this site.';
