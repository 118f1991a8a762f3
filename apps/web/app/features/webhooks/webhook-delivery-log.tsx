import { useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '../../components/form-controls';
import { PaginationNav } from '../../components/pagination-nav';
import { QueryError } from '../../components/query-error';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { StatusBadge } from '../../components/status-badge';
import { formatDateTime } from '../../lib/format-date';
import { serverErrorText } from '../../lib/server-error-text';
import { deliveryStatus, nextRetryText } from './webhook-format';
import type { WebhookDelivery } from '../../lib/delivery-types';
import { useReplayDelivery, useWebhookDeliveries } from './api/use-webhook-deliveries';

function ReplayButton({ delivery, endpointId }: { delivery: WebhookDelivery; endpointId: string }) {
  const replay = useReplayDelivery(endpointId);
  const onReplay = () =>
    replay.mutate(delivery._id, {
      onSuccess: (result) =>
        result.status === 'succeeded'
          ? toast.success(`Replayed: your endpoint answered ${result.response_status ?? '2xx'}.`)
          : toast.error(`Replayed, but it failed again: ${result.last_error ?? 'no 2xx answer'}.`),
      onError: (error) =>
        toast.error(serverErrorText(error, 'The replay could not be sent. Please try again.')),
    });
  return (
    <button
      type="button"
      onClick={onReplay}
      disabled={replay.isPending}
      aria-label={`Replay the ${delivery.event_type} event of ${formatDateTime(delivery.created_at)}`}
      className={buttonClass('secondary', 'sm')}
    >
      {replay.isPending ? 'Sending...' : 'Replay'}
    </button>
  );
}

const responseText = (delivery: WebhookDelivery) =>
  delivery.response_status === null ? 'No answer' : String(delivery.response_status);

function DeliveryCardItem({ delivery, endpointId }: { delivery: WebhookDelivery; endpointId: string }) {
  const status = deliveryStatus(delivery.status);
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-sm font-semibold text-ink">{delivery.event_type}</span>
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Time</dt>
        <dd>{formatDateTime(delivery.created_at)}</dd>
        <dt className="text-slate-600">HTTP</dt>
        <dd>{responseText(delivery)}</dd>
        <dt className="text-slate-600">Attempt</dt>
        <dd>{delivery.attempt}</dd>
        <dt className="text-slate-600">Next retry</dt>
        <dd>{nextRetryText(delivery)}</dd>
        {delivery.last_error && (
          <>
            <dt className="text-slate-600">Last error</dt>
            <dd className="break-words text-red-800">{delivery.last_error}</dd>
          </>
        )}
      </dl>
      <div className="mt-3">
        <ReplayButton delivery={delivery} endpointId={endpointId} />
      </div>
    </li>
  );
}

function DeliveryTable({
  deliveries,
  endpointId,
}: {
  deliveries: readonly WebhookDelivery[];
  endpointId: string;
}) {
  return (
    <div className="hidden overflow-x-auto lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Delivery log, newest first</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {['Time', 'Event', 'Status', 'HTTP', 'Attempt', 'Next retry', 'Last error'].map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-3 font-semibold">
                {heading}
              </th>
            ))}
            <th scope="col" className="py-2 font-semibold">
              <span className="sr-only">Replay</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {deliveries.map((delivery) => {
            const status = deliveryStatus(delivery.status);
            return (
              <tr key={delivery._id} className="align-top">
                <td className="whitespace-nowrap py-2.5 pr-3">{formatDateTime(delivery.created_at)}</td>
                <td className="whitespace-nowrap py-2.5 pr-3 font-mono">{delivery.event_type}</td>
                <td className="py-2.5 pr-3">
                  <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
                </td>
                <td className="py-2.5 pr-3">{responseText(delivery)}</td>
                <td className="py-2.5 pr-3">{delivery.attempt}</td>
                <td className="whitespace-nowrap py-2.5 pr-3">{nextRetryText(delivery)}</td>
                <td className="max-w-64 break-words py-2.5 pr-3 text-red-800">{delivery.last_error ?? ''}</td>
                <td className="py-2 text-right">
                  <ReplayButton delivery={delivery} endpointId={endpointId} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** webhooks/get-webhook-deliveries for one endpoint, with Replay on each delivery. */
export function WebhookDeliveryLog({ endpointId }: { endpointId: string }) {
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch, isFetching, isPlaceholderData } = useWebhookDeliveries(
    endpointId,
    page,
  );

  return (
    <div className="space-y-3" aria-busy={isPlaceholderData}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-ink">Delivery log</h4>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className={buttonClass('ghost', 'sm')}
        >
          {isFetching ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>
      {isPending ? (
        <LoadingRegion label="Loading the delivery log">
          <Skeleton className="h-20" />
        </LoadingRegion>
      ) : error ? (
        <QueryError error={error} what="the delivery log" onRetry={() => refetch()} />
      ) : data.deliveries.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
          Nothing sent yet. Press <strong>Send test event</strong> to check your receiver, or wait for your
          next purchase.
        </p>
      ) : (
        <>
          <ul aria-label="Delivery log, newest first" className="space-y-2 lg:hidden">
            {data.deliveries.map((delivery) => (
              <DeliveryCardItem key={delivery._id} delivery={delivery} endpointId={endpointId} />
            ))}
          </ul>
          <DeliveryTable deliveries={data.deliveries} endpointId={endpointId} />
          <PaginationNav
            label="Delivery log pages"
            page={data.pagination.currentPage}
            pageCount={data.pagination.pageCount}
            onPageChange={setPage}
          />
        </>
      )}
    </div>
  );
}
