import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '../../components/form-controls';
import { StatusBadge } from '../../components/status-badge';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { serverErrorText } from '../../lib/server-error-text';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { endpointStatus } from './webhook-format';
import type { WebhookEndpoint } from '../../lib/delivery-types';
import { OneTimeSecret } from '../../components/one-time-secret';
import {
  useDeleteWebhookEndpoint,
  useEnableWebhookEndpoint,
  useRotateWebhookSecret,
  useSendTestEvent,
} from './api/use-webhooks';
import { WebhookDeliveryLog } from './webhook-delivery-log';

function DisabledNotice({ endpoint }: { endpoint: WebhookEndpoint }) {
  const enable = useEnableWebhookEndpoint();
  const { reason } = endpointStatus(endpoint);
  return (
    <div role="status" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">We stopped sending to this endpoint.</p>
      {reason && <p className="mt-1 break-words">Reason: {reason}</p>}
      <p className="mt-1">Fix the receiver, turn it back on, then replay the failed deliveries below.</p>
      {enable.isError && (
        <p className="mt-2 font-semibold">
          {serverErrorText(enable.error, 'It could not be turned on. Please try again.')}
        </p>
      )}
      <button
        type="button"
        onClick={() =>
          enable.mutate(endpoint._id, {
            onSuccess: () => toast.success('The endpoint is on again. New purchases will be sent to it.'),
          })
        }
        disabled={enable.isPending}
        className={`${buttonClass('primary', 'sm')} mt-3`}
      >
        {enable.isPending ? 'Turning on...' : 'Turn back on'}
      </button>
    </div>
  );
}

/** One endpoint: status, test event, secret rotation, deletion and its delivery log. */
export function WebhookEndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [open, setOpen] = useState<'rotate' | 'delete' | null>(null);
  // The new secret after a rotation, shown once in this card; "Done" clears it.
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const rotateRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const sendTest = useSendTestEvent();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhookEndpoint();
  const status = endpointStatus(endpoint);
  const close = () => {
    setOpen(null);
    rotate.reset();
    remove.reset();
  };

  const onSendTest = () =>
    sendTest.mutate(endpoint._id, {
      onSuccess: () => toast.success('Test event sent. Its result is at the top of the delivery log.'),
      onError: (error) =>
        toast.error(serverErrorText(error, 'The test event could not be sent. Please try again.')),
    });

  return (
    <li className="space-y-4 rounded-2xl border border-slate-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="break-all font-mono text-sm font-semibold text-ink sm:text-base">{endpoint.url}</h3>
          <p className="mt-1 text-sm text-slate-600">Registered {formatDate(endpoint.created_at)}</p>
        </div>
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      </div>

      {!endpoint.is_enabled && <DisabledNotice endpoint={endpoint} />}
      {endpoint.previous_secret_expires_at && (
        <p className="rounded-xl bg-sky-50 px-4 py-2.5 text-sm text-sky-900">
          Your previous secret also signs each message until{' '}
          {formatDateTime(endpoint.previous_secret_expires_at)}.
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onSendTest}
          disabled={sendTest.isPending || !endpoint.is_enabled}
          className={buttonClass('primary', 'sm')}
        >
          {sendTest.isPending ? 'Sending...' : 'Send test event'}
        </button>
        <button
          ref={rotateRef}
          type="button"
          onClick={() => setOpen('rotate')}
          className={buttonClass('secondary', 'sm')}
        >
          Rotate secret
        </button>
        <button
          ref={deleteRef}
          type="button"
          onClick={() => setOpen('delete')}
          className={`${buttonClass('secondary', 'sm')} text-red-700`}
        >
          Delete
        </button>
      </div>

      {newSecret && (
        <OneTimeSecret
          title="Your new signing secret"
          label="the new signing secret"
          value={newSecret}
          onDismiss={() => setNewSecret(null)}
        >
          <p>
            Your old secret keeps signing for 24 hours: each message carries both signatures until then, so
            put the new secret in your receiver within a day and no lead is refused.
          </p>
        </OneTimeSecret>
      )}

      <WebhookDeliveryLog endpointId={endpoint._id} />

      <ConfirmDialog
        isOpen={open === 'rotate'}
        onClose={close}
        returnFocusRef={rotateRef}
        title="Rotate the signing secret?"
        confirmLabel="Rotate secret"
        pendingLabel="Rotating..."
        tone="primary"
        isPending={rotate.isPending}
        error={rotate.error}
        onConfirm={() =>
          rotate.mutate(endpoint._id, {
            onSuccess: (rotated) => {
              setNewSecret(rotated.secret);
              close();
            },
          })
        }
      >
        <p>
          You get a new secret, shown once. The old one keeps signing alongside it for 24 hours, so your
          receiver has a day to switch.
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        isOpen={open === 'delete'}
        onClose={close}
        returnFocusRef={deleteRef}
        title="Delete this endpoint?"
        confirmLabel="Delete endpoint"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          remove.mutate(endpoint._id, {
            onSuccess: () => toast.success('Endpoint deleted. New purchases are no longer sent to it.'),
          })
        }
      >
        <p>
          We stop sending to <span className="break-all font-mono text-ink">{endpoint.url}</span> at once.
          Your leads stay under Purchased Leads and in the API.
        </p>
      </ConfirmDialog>
    </li>
  );
}
