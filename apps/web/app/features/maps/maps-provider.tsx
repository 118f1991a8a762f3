/// <reference types="google.maps" />
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { UI_TEXT } from '@app/shared';
import { MapsAuthFailure, MapsLoading } from './maps-notices';
import { AUTH_FAILURE_CALLBACK, MAPS_READY_CALLBACK, mapsScriptUrl, type MapsStatus } from './maps-status';

declare global {
  interface Window {
    [AUTH_FAILURE_CALLBACK]?: () => void;
    [MAPS_READY_CALLBACK]?: () => void;
  }
}

const MapsStatusContext = createContext<MapsStatus>('not-loaded');
export const useMapsStatus = () => useContext(MapsStatusContext);

const isApiReady = () =>
  typeof window !== 'undefined' && typeof window.google?.maps?.importLibrary === 'function';

/**
 * Loads the Google Maps JavaScript API once, only when a key is configured (docs/product.md §7: a maps
 * script loads), and renders its children when it is ready. docs/product.md §2.12: wrapped views show an
 * 'Error: AuthFailure' panel if the key is rejected. When the script cannot load at all, `fallback`
 * (the offline map) takes its place: the map always works (decision 021). The key comes in as a
 * prop so that the loader can be tested without a build-time key.
 */
export function MapsProvider({
  apiKey,
  children,
  fallback,
}: {
  apiKey: string;
  children: ReactNode;
  fallback: ReactNode;
}) {
  const [status, setStatus] = useState<MapsStatus>('not-loaded');

  useEffect(() => {
    if (!apiKey) return;
    // Google may reject the key after the script has loaded, so this can follow 'loaded'.
    window[AUTH_FAILURE_CALLBACK] = () => setStatus('auth-failure');
    if (isApiReady()) {
      setStatus('loaded');
      return;
    }
    setStatus('loading');
    window[MAPS_READY_CALLBACK] = () =>
      setStatus((current) => (current === 'auth-failure' ? current : 'loaded'));
    let script = document.querySelector<HTMLScriptElement>('script[data-google-maps]');
    if (!script) {
      script = document.createElement('script');
      script.src = mapsScriptUrl(apiKey);
      script.async = true;
      script.dataset.googleMaps = '';
      document.head.append(script);
    }
    const handleError = () => {
      console.error(UI_TEXT.mapsLoadFailed);
      setStatus('failed');
      // Let a later visit to the page try again.
      script.remove();
    };
    script.addEventListener('error', handleError);
    return () => script.removeEventListener('error', handleError);
  }, [apiKey]);

  let content: ReactNode;
  if (!apiKey || status === 'failed') content = fallback;
  else if (status === 'auth-failure') content = <MapsAuthFailure />;
  else if (status === 'loaded') content = children;
  else content = <MapsLoading />;

  return (
    <MapsStatusContext.Provider value={status}>
      <div data-maps-status={apiKey ? status : 'offline'}>{content}</div>
    </MapsStatusContext.Provider>
  );
}
