import { useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '../../components/form-controls';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useDisconnectIntegration } from './api/use-integrations';

interface DisconnectButtonProps {
  kind: 'google_sheets' | 'go_high_level' | 'csv_feed';
  label: string;
  title: string;
  confirmLabel: string;
  doneMessage: string;
  children: ReactNode;
}

/** integrations/disconnect-integration behind a confirmation; the connection stops at once. */
export function DisconnectButton({
  kind,
  label,
  title,
  confirmLabel,
  doneMessage,
  children,
}: DisconnectButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const disconnect = useDisconnectIntegration();
  const close = () => {
    setIsOpen(false);
    disconnect.reset();
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setIsOpen(true)}
        className={`${buttonClass('secondary', 'sm')} text-red-700`}
      >
        {label}
      </button>
      <ConfirmDialog
        isOpen={isOpen}
        onClose={close}
        returnFocusRef={buttonRef}
        title={title}
        confirmLabel={confirmLabel}
        pendingLabel="Working..."
        isPending={disconnect.isPending}
        error={disconnect.error}
        onConfirm={() =>
          disconnect.mutate(kind, {
            onSuccess: () => {
              toast.success(doneMessage);
              close();
            },
          })
        }
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
