import {
  FOLLOW_UP_FILTERS,
  LEAD_TYPES,
  PIPELINE_STATUSES,
  type LeadType,
  type PipelineLead,
  type PipelineStatus,
} from '@app/shared';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '../../components/empty-state';
import { buttonClass } from '../../components/form-controls';
import { PaginationNav } from '../../components/pagination-nav';
import { QueryError } from '../../components/query-error';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { serverErrorText } from '../../lib/server-error-text';
import { useChangeLeadStatus } from './api/change-lead-status';
import { usePipelineBoard } from './api/get-pipeline-board';
import { usePipelineLeads, type FollowUpFilter } from './api/get-pipeline-leads';
import { CloseDealDialog, type DealFields } from './close-deal-fields';
import { PipelineBoardColumns } from './pipeline-board-columns';
import { PipelineFilters, type PipelineFilterValues } from './pipeline-filters';
import { PIPELINE_STATUS_LABELS } from './pipeline-labels';
import { PipelineLeadPanel } from './pipeline-lead-panel';
import { PipelineList } from './pipeline-list';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value && (values as readonly string[]).includes(value) ? (value as T) : undefined;

function ViewToggle({ isList, params }: { isList: boolean; params: URLSearchParams }) {
  const to = (view: 'board' | 'list') => {
    const next = new URLSearchParams(params);
    next.set('view', view);
    next.delete('page');
    next.delete('lead');
    return `?${next.toString()}`;
  };
  const tab = (active: boolean) =>
    `rounded-full px-4 py-1.5 text-sm font-semibold ${active ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-700 hover:text-ink'}`;
  return (
    <nav
      aria-label="Pipeline view"
      className="inline-flex self-start rounded-full bg-slate-200/70 p-1 sm:self-auto"
    >
      <Link to={to('board')} aria-current={!isList ? 'page' : undefined} className={tab(!isList)}>
        Board
      </Link>
      <Link to={to('list')} aria-current={isList ? 'page' : undefined} className={tab(isList)}>
        List
      </Link>
    </nav>
  );
}

const emptyPipeline = (
  <EmptyState
    title="No leads in your pipeline yet"
    action={
      <Link to="/dashboard/marketplace" className={buttonClass('primary', 'sm')}>
        Browse the marketplace
      </Link>
    }
  >
    Every lead you take or buy starts here as New. Move it along as you call, meet and make offers.
  </EmptyState>
);

function BoardView({
  filters,
  onOpen,
}: {
  filters: PipelineFilterValues;
  onOpen: (lead: PipelineLead) => void;
}) {
  const { data, isPending, error, refetch } = usePipelineBoard({
    leadType: filters.leadType,
    search: filters.search,
  });
  const change = useChangeLeadStatus();
  const closeDeal = useChangeLeadStatus();
  const [closing, setClosing] = useState<PipelineLead | null>(null);
  if (isPending)
    return (
      <LoadingRegion label="Loading your pipeline">
        <div className="flex gap-3 overflow-hidden">
          {PIPELINE_STATUSES.map((s) => (
            <Skeleton key={s} className="h-72 w-60 shrink-0" />
          ))}
        </div>
      </LoadingRegion>
    );
  if (error) return <QueryError error={error} what="your pipeline" onRetry={() => refetch()} />;
  if (data.columns.every((c) => c.count === 0) && !filters.search && !filters.leadType) return emptyPipeline;
  const move = (lead: PipelineLead, status: PipelineStatus) => {
    // A close records the deal (issue 22.2): ask for it before the card moves.
    if (status === 'closed' && lead.status !== 'closed') {
      closeDeal.reset();
      setClosing(lead);
      return;
    }
    change.mutate(
      { purchase_id: lead.purchase_id, status },
      {
        onError: (e) =>
          toast.error(
            serverErrorText(
              e,
              `${lead.lead_name} could not be moved to ${PIPELINE_STATUS_LABELS[status]}. Try again.`,
            ),
          ),
      },
    );
  };
  const close = (deal: DealFields) =>
    closing &&
    closeDeal.mutate(
      { purchase_id: closing.purchase_id, status: 'closed', ...deal },
      {
        onSuccess: () => {
          toast.success(`${closing.lead_name} is now Closed.`);
          setClosing(null);
        },
      },
    );
  return (
    <>
      <PipelineBoardColumns board={data} onMove={move} onOpen={onOpen} />
      <CloseDealDialog
        leadName={closing?.lead_name ?? ''}
        isOpen={closing !== null}
        isPending={closeDeal.isPending}
        error={closeDeal.error}
        onCancel={() => setClosing(null)}
        onClose={close}
      />
    </>
  );
}

function ListView({
  filters,
  page,
  onPage,
  onOpen,
}: {
  filters: PipelineFilterValues;
  page: number;
  onPage: (page: number) => void;
  onOpen: (lead: PipelineLead) => void;
}) {
  const { data, isPending, error, refetch, isPlaceholderData } = usePipelineLeads({ ...filters, page });
  if (isPending)
    return (
      <LoadingRegion label="Loading your pipeline">
        <Skeleton className="h-72" />
      </LoadingRegion>
    );
  if (error) return <QueryError error={error} what="your pipeline" onRetry={() => refetch()} />;
  const hasFilters = Boolean(
    filters.search || filters.leadType || filters.status || filters.followUp || filters.assignedToMe,
  );
  if (data.leads.length === 0)
    return hasFilters ? (
      <EmptyState title="No leads match these filters">Try another status, follow-up or spelling.</EmptyState>
    ) : (
      emptyPipeline
    );
  return (
    <div className="space-y-4" aria-busy={isPlaceholderData}>
      <PipelineList leads={data.leads} onOpen={onOpen} />
      <PaginationNav
        label="Pipeline pages"
        page={data.pagination.currentPage}
        pageCount={data.pagination.pageCount}
        onPageChange={onPage}
      />
    </div>
  );
}

/** /dashboard/pipeline (issue 22.1): the board or the list, filters in the address, a lead's panel. */
export function PipelineView() {
  const [params, setParams] = useSearchParams();
  const isList = params.get('view') === 'list';
  const filters: PipelineFilterValues = {
    status: oneOf(PIPELINE_STATUSES, params.get('status')),
    followUp: oneOf<FollowUpFilter>(FOLLOW_UP_FILTERS, params.get('follow_up')),
    leadType: oneOf<LeadType>(LEAD_TYPES, params.get('lead_type')),
    search: params.get('search') ?? '',
    assignedToMe: params.get('assigned') === 'me',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openLeadId = params.get('lead');
  const openName = useRef('');
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { preventScrollReset: true });
  };
  const open = (lead: PipelineLead) => {
    returnFocusRef.current = document.activeElement as HTMLElement | null;
    openName.current = lead.lead_name;
    update({ lead: lead.purchase_id });
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-2xl text-slate-700">
          Every lead you bought, from first call to closing. Drag a card to another column, or focus its name
          and use the arrow keys.
        </p>
        <ViewToggle isList={isList} params={params} />
      </div>
      <PipelineFilters
        key={JSON.stringify(filters) + String(isList)}
        values={filters}
        isList={isList}
        onApply={(values) =>
          update({
            status: values.status,
            follow_up: values.followUp,
            lead_type: values.leadType,
            search: values.search || undefined,
            assigned: values.assignedToMe ? 'me' : undefined,
            page: undefined,
          })
        }
      />
      {isList ? (
        <ListView filters={filters} page={page} onPage={(p) => update({ page: String(p) })} onOpen={open} />
      ) : (
        <BoardView filters={filters} onOpen={open} />
      )}
      <PipelineLeadPanel
        purchaseId={openLeadId}
        title={openName.current || 'Lead'}
        onClose={() => update({ lead: undefined })}
        returnFocusRef={returnFocusRef}
      />
    </div>
  );
}
