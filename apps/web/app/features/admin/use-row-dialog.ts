import { useCallback, useRef, useState } from 'react';

/**
 * The dialog of one row of a list (edit this lead, approve this request): which row it is for,
 * and the button that opened it, so focus returns there when it closes.
 */
export function useRowDialog<T>() {
  const [item, setItem] = useState<T | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const open = useCallback((value: T, opener: HTMLElement | null) => {
    openerRef.current = opener;
    setItem(value);
  }, []);
  const close = useCallback(() => setItem(null), []);
  return { item, isOpen: item !== null, open, close, openerRef };
}
