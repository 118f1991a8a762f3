import type { AdminRequest } from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PaginationNav } from '../../../components/pagination-nav';
import { useNow } from '../../../lib/use-now';
import { ListStates } from '../list-states';
import { Tabs } from '../tabs';
import { useRowDialog } from '../use-row-dialog';
import { ApproveRequestDialog } from './approve-request-dialog';
import { RejectRequestDialog } from './reject-request-dialog';
import { RequestCard } from './request-card';
import { useAdminRequests, type RequestStatus } from './api/use-admin-requests';

const TABS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const satisfies readonly { value: RequestStatus; label: string }[];

const EMPTY_TEXT: Record<RequestStatus, string> = {
  pending: 'Every refund and replacement request has been decided. New ones appear here as buyers file them.',
  approved: 'Approved requests appear here with the date and your note.',
  rejected: 'Rejected requests appear here with the note the customer saw.',
};

const statusOf = (value: string | null): RequestStatus =>
  value === 'approved' || value === 'rejected' ? value : 'pending';

/**
 * The refund and replacement queue: pending first (the default), each with its clock against the
 * one-business-day target, the overdue ones at the top; decided ones for reference.
 */
export function RequestsView() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, error, refetch } = useAdminRequests(status, page);
  const now = useNow();
  const approve = useRowDialog<AdminRequest>();
  const reject = useRowDialog<AdminRequest>();
  const [lastResult, setLastResult] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  // The decided request leaves the list with its buttons: focus goes to what happened instead.
  useEffect(() => {
    if (lastResult) resultRef.current?.focus();
  }, [lastResult]);

  const onDecided = (result: string) => {
    setLastResult(result);
    toast.success(result);
  };
  const go = (next: { status?: RequestStatus; page?: number }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'pending') search.set('status', nextStatus);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <div>
      <div aria-live="polite">
        {lastResult && (
          <p
            ref={resultRef}
            tabIndex={-1}
            className="mb-5 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 font-semibold text-brand-900"
          >
            {lastResult}
            <button
              type="button"
              className="text-sm font-semibold underline"
              onClick={() => setLastResult(null)}
            >
              Dismiss
            </button>
          </p>
        )}
      </div>
      <Tabs label="Requests by status" tabs={TABS} value={status} onChange={(value) => go({ status: value })}>
        <ListStates
          what="the requests"
          isPending={isPending}
          error={error}
          onRetry={() => refetch()}
          isEmpty={data?.requests.length === 0}
          emptyTitle={`No ${status} requests`}
          emptyText={EMPTY_TEXT[status]}
        >
          <ul className="space-y-4">
            {data?.requests.map((request) => (
              <li key={request._id}>
                <RequestCard request={request} now={now} onApprove={approve.open} onReject={reject.open} />
              </li>
            ))}
          </ul>
        </ListStates>
        {data && (
          <PaginationNav
            page={data.pagination.currentPage}
            pageCount={data.pagination.pageCount}
            label="Pages of requests"
            onPageChange={(next) => go({ page: next })}
          />
        )}
      </Tabs>
      <ApproveRequestDialog
        request={approve.item}
        onClose={approve.close}
        onDecided={onDecided}
        returnFocusRef={approve.openerRef}
      />
      <RejectRequestDialog
        request={reject.item}
        onClose={reject.close}
        onDecided={onDecided}
        returnFocusRef={reject.openerRef}
      />
    </div>
  );
}
