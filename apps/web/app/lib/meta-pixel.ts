/**
 * The Meta pixel of docs/product.md §2.1 and §7, as Meta's standard base code: a queueing `fbq`
 * stub is installed at once and the real library loads asynchronously from Meta's CDN, so
 * nothing waits on it and calls made before it arrives are replayed. Only used when a pixel id
 * is configured; without one nothing is injected at all.
 */
export const META_PIXEL_SCRIPT_SRC = 'https://connect.facebook.net/en_US/fbevents.js';

type FbqArgs = unknown[];

export interface Fbq {
  (...args: FbqArgs): void;
  callMethod?: (...args: FbqArgs) => void;
  queue: FbqArgs[];
  push: Fbq;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/** Installs the stub and the async script once, then registers `pixelId`. Returns whether it ran. */
export function installMetaPixel(pixelId: string, win: Window = window): boolean {
  if (!pixelId) return false;
  if (win.fbq) return true;

  const fbq = function (...args: FbqArgs) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  win.fbq = fbq;
  win._fbq ??= fbq;

  const script = win.document.createElement('script');
  script.async = true;
  script.src = META_PIXEL_SCRIPT_SRC;
  win.document.head.append(script);

  fbq('init', pixelId);
  return true;
}

/** Records one page view; a no-op when the pixel is not installed. */
export function trackMetaPageView(win: Window = window) {
  win.fbq?.('track', 'PageView');
}
