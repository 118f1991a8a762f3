import { useId, type ReactNode, type RefObject } from 'react';
import { useModalDialog } from '../lib/use-modal-dialog';

interface ModalDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** The element that gets focus back when the dialog closes (usually the button that opened it). */
  returnFocusRef: RefObject<HTMLElement | null>;
  children: ReactNode;
  /** 'md' for forms and confirmations, 'lg' for a lead's full details. */
  size?: 'md' | 'lg';
  /** 'alertdialog' for confirmations of something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal built on the native <dialog>: the browser moves focus in, keeps Tab inside, makes the
 * page behind inert and closes on Escape. The content mounts only while open, so every opening
 * starts fresh.
 */
export function ModalDialog({
  isOpen,
  onClose,
  title,
  returnFocusRef,
  children,
  size = 'md',
  role,
}: ModalDialogProps) {
  const dialogRef = useModalDialog(isOpen, onClose, returnFocusRef);
  const titleId = useId();
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 ${
        size === 'lg' ? 'max-w-2xl' : 'max-w-lg'
      }`}
    >
      {isOpen && (
        <div className="p-5 sm:p-7">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-brand-900 sm:text-2xl">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-mr-2 -mt-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink"
              aria-label="Close"
            >
              <svg
                viewBox="0 0 24 24"
                className="h-5 w-5"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
