import { useLocation } from 'react-router';
import { site } from '../config/site';
import { useCaptureReferral } from '../lib/referral';
import { useHashScroll } from '../lib/use-hash-scroll';
import { useMetaPixel } from '../lib/use-meta-pixel';

/**
 * What every public page does besides showing itself (docs/product.md §2.1): scroll smoothly to a
 * #hash target (waiting for it), count a Meta pixel page view, remember a ?ref= referral code.
 * Renders nothing; an island of its own on the prerendered pages (decision 008).
 */
export function PublicPageEffects() {
  const { pathname, hash, key } = useLocation();
  useHashScroll(hash, key);
  useMetaPixel(site.metaPixelId, pathname);
  useCaptureReferral();
  return null;
}
