import { useId, type RefObject } from 'react';
import { UI_TEXT } from '@app/shared';
import { useModalDialog } from '../../lib/use-modal-dialog';

interface AffiliateWelcomeDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Where focus goes back when the dialog closes: the button that sent the form. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * docs/product.md §2.9 and §4: the 'You're In!' modal, 380 px wide, closed by the close icon, a click on
 * the backdrop, 'Continue' or Escape. A native <dialog> opened with showModal() traps focus.
 */
export function AffiliateWelcomeDialog({ isOpen, onClose, returnFocusRef }: AffiliateWelcomeDialogProps) {
  const dialogRef = useModalDialog(isOpen, onClose, returnFocusRef);
  const titleId = useId();
  const bodyId = useId();
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className="m-auto w-[380px] max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div className="relative px-6 pb-6 pt-8 text-center">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute right-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink"
        >
          <svg
            viewBox="0 0 20 20"
            className="h-5 w-5"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M5 5l10 10M15 5L5 15" />
          </svg>
        </button>
        <span
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600"
          aria-hidden="true"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-8 w-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <h2 id={titleId} className="mt-4 text-2xl font-extrabold text-brand-900">
          {UI_TEXT.affiliateModalTitle}
        </h2>
        <p id={bodyId} className="mt-2 text-slate-700">
          {UI_TEXT.affiliateModalBody}
        </p>
        <button
          type="button"
          onClick={onClose}
          className="mt-6 w-full rounded-xl bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-900"
        >
          Continue
        </button>
      </div>
    </dialog>
  );
}
