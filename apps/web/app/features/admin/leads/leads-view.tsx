import { useSearchParams } from 'react-router';
import { PaginationNav } from '../../../components/pagination-nav';
import { ListStates } from '../list-states';
import { useRowDialog } from '../use-row-dialog';
import { EditLeadDialog } from './edit-lead-dialog';
import { LeadBuyersDialog } from './lead-buyers-dialog';
import { LeadsFilters } from './leads-filters';
import { leadSearchFromParams, leadSearchToParams, toAdminLeadsQuery, type LeadSearch } from './leads-query';
import { LeadsTable, type LeadAction } from './leads-table';
import { useAdminLeads, type AdminLead } from './api/use-admin-leads';
import { WithdrawLeadDialog } from './withdraw-lead-dialog';

/** Every lead whatever its status: search, page, and per lead edit, withdraw and buyers. */
export function LeadsView() {
  const [params, setParams] = useSearchParams();
  const search = leadSearchFromParams(params);
  const { data, isPending, error, refetch, isPlaceholderData } = useAdminLeads(toAdminLeadsQuery(search));
  const edit = useRowDialog<AdminLead>();
  const withdraw = useRowDialog<AdminLead>();
  const buyers = useRowDialog<AdminLead>();
  const dialogs: Record<LeadAction, typeof edit> = { edit, withdraw, buyers };

  const apply = (next: LeadSearch) => setParams(leadSearchToParams(next));
  const isFiltered = Boolean(search.search || search.status || search.state || search.lead_type);

  return (
    <div className="space-y-5">
      <LeadsFilters key={params.toString()} value={search} onSearch={apply} />
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
            <LeadsTable
              leads={data.leads}
              onAction={(action, lead, opener) => dialogs[action].open(lead, opener)}
            />
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
    </div>
  );
}
