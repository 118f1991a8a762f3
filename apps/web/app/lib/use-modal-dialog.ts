import { useEffect, useRef, type RefObject } from 'react';

/**
 * Drives a native <dialog> as a modal from React state. The browser then does the accessible
 * parts: focus moves into the dialog (to its [data-autofocus] element if any), Tab stays inside it, the page behind is inert and Escape
 * closes it. On close, focus goes back to `returnFocusRef` (the button that opened it) and the
 * page may scroll again.
 */
export function useModalDialog(
  isOpen: boolean,
  onClose: () => void,
  returnFocusRef: RefObject<HTMLElement | null>,
): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      // The browser focuses the first focusable element; a [data-autofocus] one (the close button) wins.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      document.documentElement.style.overflow = 'hidden';
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
    if (!isOpen && wasOpen.current) {
      document.documentElement.style.overflow = '';
      returnFocusRef.current?.focus();
    }
    wasOpen.current = isOpen;
  }, [isOpen, returnFocusRef]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape closes the native dialog by itself; keep React's state in step with it.
    const handleClose = () => onClose();
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    const handleClick = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    dialog.addEventListener('close', handleClose);
    dialog.addEventListener('click', handleClick);
    return () => {
      dialog.removeEventListener('close', handleClose);
      dialog.removeEventListener('click', handleClick);
      document.documentElement.style.overflow = '';
    };
  }, [onClose]);

  return dialogRef;
}
