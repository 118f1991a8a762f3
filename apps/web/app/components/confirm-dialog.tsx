import type { ReactNode, RefObject } from 'react';
import { FormAlert, buttonClass } from './form-controls';
import { ModalDialog } from './modal-dialog';
import { serverErrorText } from '../lib/server-error-text';

interface ConfirmDialogProps {
  isOpen: boolean;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  onConfirm: () => void;
  isPending: boolean;
  error: unknown;
  tone?: 'danger' | 'primary';
}

/**
 * "Are you sure?" on a native <dialog> (alertdialog): focus starts on the safe choice, Escape
 * cancels, and a failure is said inside the dialog so the person can try again.
 */
export function ConfirmDialog({
  isOpen,
  onClose,
  returnFocusRef,
  title,
  children,
  confirmLabel,
  pendingLabel,
  onConfirm,
  isPending,
  error,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      title={title}
      role="alertdialog"
    >
      <div className="space-y-3 text-slate-700">{children}</div>
      {error != null && (
        <div className="mt-4">
          <FormAlert>{serverErrorText(error, 'That did not work. Please try again.')}</FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonClass('secondary')} data-autofocus>
          Cancel
        </button>
        <button type="button" onClick={onConfirm} disabled={isPending} className={buttonClass(tone)}>
          {isPending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
