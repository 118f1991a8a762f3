import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/form-controls';
import { PaginationNav } from '../../../components/pagination-nav';
import { ListStates } from '../list-states';
import { useRowDialog } from '../use-row-dialog';
import { EditLeadDialog } from './edit-lead-dialog';
import { LeadBuyersDialog } from './lead-buyers-dialog';
import { publishingActionsOf } from './lead-publishing';
import { LeadsFilters } from './leads-filters';
import { LeadsPublishingDialogs, type PublishingRequest } from './leads-publishing-dialogs';
import { leadSearchFromParams, leadSearchToParams, toAdminLeadsQuery, type LeadSearch } from './leads-query';
import { LeadsTable, type LeadAction } from './leads-table';
import { useAdminLeads, type AdminLead } from './api/use-admin-leads';
import { WithdrawLeadDialog } from './withdraw-lead-dialog';
import type { PublishingAction } from '../publishing-text';

const BULK: { action: PublishingAction; label: string }[] = [
  { action: 'publish_now', label: 'Publish now' },
  { action: 'schedule', label: 'Change publish time' },
  { action: 'unpublish', label: 'Unpublish' },
];

/** The leads selected on this page, with what can be done to them all at once. */
function SelectionBar({
  leads,
  selected,
  onSelectAll,
  onClear,
  onAction,
}: {
  leads: AdminLead[];
  selected: AdminLead[];
  onSelectAll: (all: boolean) => void;
  onClear: () => void;
  onAction: (action: PublishingAction, opener: HTMLElement) => void;
}) {
  const allSelected = leads.length > 0 && selected.length === leads.length;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
      <label className="flex items-center gap-2 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          checked={allSelected}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        Select all on this page
      </label>
      {selected.length > 0 && (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Selected leads">
          <span className="text-sm text-slate-700" aria-live="polite">
            {selected.length} selected
          </span>
          {BULK.map(({ action, label }) => (
            <button
              key={action}
              type="button"
              className={buttonClass(action === 'publish_now' ? 'primary' : 'secondary', 'sm')}
              disabled={!selected.some((lead) => publishingActionsOf(lead).includes(action))}
              onClick={(event) => onAction(action, event.currentTarget)}
            >
              {label}
            </button>
          ))}
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={onClear}>
            Clear selection
          </button>
        </div>
      )}
    </div>
  );
}

/** Every lead whatever its status: search, page, select, and per lead edit, publishing, withdraw and buyers. */
export function LeadsView() {
  const [params, setParams] = useSearchParams();
  const search = leadSearchFromParams(params);
  const { data, isPending, error, refetch, isPlaceholderData } = useAdminLeads(toAdminLeadsQuery(search));
  const edit = useRowDialog<AdminLead>();
  const withdraw = useRowDialog<AdminLead>();
  const buyers = useRowDialog<AdminLead>();
  const dialogs = { edit, withdraw, buyers };
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [publishing, setPublishing] = useState<PublishingRequest | null>(null);
  // Each opening starts with fresh mutations (no error left from the last one); closing keeps the
  // same dialogs, so focus goes back to the button that opened them.
  const [publishingOpenings, setPublishingOpenings] = useState(0);
  const publishingOpener = useRef<HTMLElement | null>(null);

  const apply = (next: LeadSearch) => {
    setSelectedIds(new Set());
    setParams(leadSearchToParams(next));
  };
  const isFiltered = Boolean(
    search.search || search.status || search.state || search.lead_type || search.import_id,
  );
  const pageLeads = data?.leads ?? [];
  const selected = pageLeads.filter((lead) => selectedIds.has(lead._id));
  const askPublishing = (action: PublishingAction, leads: AdminLead[], opener: HTMLElement) => {
    publishingOpener.current = opener;
    setPublishingOpenings((count) => count + 1);
    setPublishing({ action, leads });
  };
  const onAction = (action: LeadAction, lead: AdminLead, opener: HTMLElement) => {
    if (action === 'edit' || action === 'withdraw' || action === 'buyers') dialogs[action].open(lead, opener);
    else askPublishing(action, [lead], opener);
  };
  const toggle = (lead: AdminLead) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (next.has(lead._id)) next.delete(lead._id);
      else next.add(lead._id);
      return next;
    });

  return (
    <div className="space-y-5">
      <LeadsFilters key={params.toString()} value={search} onSearch={apply} />
      {search.import_id && (
        <p className="flex flex-wrap items-center gap-2 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-950 ring-1 ring-sky-200">
          Showing the leads of one import.
          <Link to={`/admin/import/${search.import_id}`} className="font-semibold underline">
            Open the import
          </Link>
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => apply({ ...search, import_id: '', page: 1 })}
          >
            Show every lead
          </button>
        </p>
      )}
      {pageLeads.length > 0 && (
        <SelectionBar
          leads={pageLeads}
          selected={selected}
          onSelectAll={(all) => setSelectedIds(new Set(all ? pageLeads.map((lead) => lead._id) : []))}
          onClear={() => setSelectedIds(new Set())}
          onAction={(action, opener) =>
            askPublishing(
              action,
              selected.filter((lead) => publishingActionsOf(lead).includes(action)),
              opener,
            )
          }
        />
      )}
      <div
        aria-busy={isPlaceholderData}
        className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      >
        <ListStates
          what="the leads"
          isPending={isPending}
          error={error}
          onRetry={() => refetch()}
          isEmpty={data?.leads.length === 0}
          emptyTitle={isFiltered ? 'No lead matches this search' : 'No leads yet'}
          emptyText={
            isFiltered
              ? 'Try fewer filters, part of a name, or the last four digits of a phone.'
              : 'Import a CSV or add a single lead under Import.'
          }
        >
          {data && (
            <LeadsTable leads={data.leads} selected={selectedIds} onToggle={toggle} onAction={onAction} />
          )}
        </ListStates>
      </div>
      {data && (
        <PaginationNav
          page={data.pagination.currentPage}
          pageCount={data.pagination.pageCount}
          label="Pages of leads"
          onPageChange={(page) => apply({ ...search, page })}
        />
      )}

      <EditLeadDialog lead={edit.item} onClose={edit.close} returnFocusRef={edit.openerRef} />
      <WithdrawLeadDialog lead={withdraw.item} onClose={withdraw.close} returnFocusRef={withdraw.openerRef} />
      <LeadBuyersDialog lead={buyers.item} onClose={buyers.close} returnFocusRef={buyers.openerRef} />
      <LeadsPublishingDialogs
        key={publishingOpenings}
        request={publishing}
        onClose={() => setPublishing(null)}
        onDone={() => setSelectedIds(new Set())}
        returnFocusRef={publishingOpener}
      />
    </div>
  );
}
