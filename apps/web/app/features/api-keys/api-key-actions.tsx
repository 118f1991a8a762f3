import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '../../components/form-controls';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { maskedKeyPrefix } from './api-key-format';
import type { ApiKey } from '../../lib/delivery-types';
import { useRevokeApiKey, useRotateApiKey } from './api/use-api-keys';

interface ApiKeyActionsProps {
  apiKey: ApiKey;
  onRotated: (created: { name: string; key: string }) => void;
}

/** Rotate and Revoke of one active key, each behind a confirmation. */
export function ApiKeyActions({ apiKey, onRotated }: ApiKeyActionsProps) {
  const [open, setOpen] = useState<'rotate' | 'revoke' | null>(null);
  const rotateRef = useRef<HTMLButtonElement>(null);
  const revokeRef = useRef<HTMLButtonElement>(null);
  const rotate = useRotateApiKey();
  const revoke = useRevokeApiKey();
  const close = () => {
    setOpen(null);
    rotate.reset();
    revoke.reset();
  };
  const label = `${apiKey.name} (${maskedKeyPrefix(apiKey.prefix)})`;

  return (
    <div className="flex flex-wrap gap-2">
      <button
        ref={rotateRef}
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => setOpen('rotate')}
        aria-label={`Rotate ${label}`}
      >
        Rotate
      </button>
      <button
        ref={revokeRef}
        type="button"
        className={`${buttonClass('secondary', 'sm')} text-red-700`}
        onClick={() => setOpen('revoke')}
        aria-label={`Revoke ${label}`}
      >
        Revoke
      </button>

      <ConfirmDialog
        isOpen={open === 'rotate'}
        onClose={close}
        returnFocusRef={rotateRef}
        title="Rotate this key?"
        confirmLabel="Rotate key"
        pendingLabel="Rotating..."
        tone="primary"
        isPending={rotate.isPending}
        error={rotate.error}
        onConfirm={() =>
          rotate.mutate(apiKey._id, {
            onSuccess: (created) => {
              onRotated({ name: created.name, key: created.key });
              close();
            },
          })
        }
      >
        <p>
          You get a new key named <strong className="text-ink">{apiKey.name}</strong>, shown once. The old key{' '}
          <span className="font-mono">{maskedKeyPrefix(apiKey.prefix)}</span> stops working at once, so update
          your scripts and tools right after.
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        isOpen={open === 'revoke'}
        onClose={close}
        returnFocusRef={revokeRef}
        title="Revoke this key?"
        confirmLabel="Revoke key"
        pendingLabel="Revoking..."
        isPending={revoke.isPending}
        error={revoke.error}
        onConfirm={() =>
          revoke.mutate(apiKey._id, {
            onSuccess: () => {
              toast.success(`${apiKey.name} is revoked. Requests with it now get 401.`);
              close();
            },
          })
        }
      >
        <p>
          <strong className="text-ink">{apiKey.name}</strong> (
          <span className="font-mono">{maskedKeyPrefix(apiKey.prefix)}</span>) stops working at once: every
          request that uses it gets a 401. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
