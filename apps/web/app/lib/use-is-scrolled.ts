import { useEffect, useState } from 'react';

/**
 * docs/product.md §4: the header is solid or gradient by scroll — solid once `window.scrollY > 0`.
 * False on the server and in the prerendered HTML; the first effect reads the real position,
 * so a reload halfway down the page starts solid.
 */
export function useIsScrolled(): boolean {
  const [isScrolled, setIsScrolled] = useState(false);
  useEffect(() => {
    const update = () => setIsScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return isScrolled;
}
