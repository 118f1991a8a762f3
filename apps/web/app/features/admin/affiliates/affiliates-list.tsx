import { AFFILIATE_STATUSES } from '@app/shared';
import { useState, type FormEvent } from 'react';
import { SelectField, TextField, buttonClass } from '../../../components/form-controls';
import { PaginationNav } from '../../../components/pagination-nav';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format-date';
import { capitalize } from '../admin-format';
import { ListStates } from '../list-states';
import { AFFILIATE_STATUS_TONES } from './affiliate-status';
import { useAffiliates } from './api/use-affiliates';

export interface AffiliateFilter {
  status: string;
  search: string;
  page: number;
}

interface AffiliatesListProps {
  filter: AffiliateFilter;
  onFilter: (filter: AffiliateFilter) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** Affiliates by status and name or email; choosing one opens its details. */
export function AffiliatesList({ filter, onFilter, selectedId, onSelect }: AffiliatesListProps) {
  const [draft, setDraft] = useState(filter.search);
  const query = {
    page: String(filter.page),
    ...(filter.status ? { status: filter.status as (typeof AFFILIATE_STATUSES)[number] } : {}),
    ...(filter.search ? { search: filter.search } : {}),
  };
  const { data, isPending, error, refetch } = useAffiliates(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ ...filter, search: draft.trim(), page: 1 });
  };
  return (
    <section aria-label="Affiliates" className="space-y-4">
      <form
        role="search"
        aria-label="Search affiliates"
        onSubmit={submit}
        className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <SelectField
          label="Status"
          value={filter.status}
          onChange={(event) => onFilter({ ...filter, status: event.target.value, page: 1 })}
        >
          <option value="">Every status</option>
          {AFFILIATE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {capitalize(status)}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label="Search"
              type="search"
              placeholder="Name or email"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={200}
            />
          </div>
          <button type="submit" className={buttonClass('primary', 'sm')}>
            Search
          </button>
        </div>
      </form>
      <ListStates
        what="the affiliates"
        isPending={isPending}
        error={error}
        onRetry={() => refetch()}
        isEmpty={data?.affiliates.length === 0}
        emptyTitle="No affiliate matches"
        emptyText="Affiliates sign up at /affiliate-signup; new ones arrive with the status New."
      >
        <ul className="space-y-2">
          {data?.affiliates.map((affiliate) => {
            const isSelected = affiliate._id === selectedId;
            return (
              <li key={affiliate._id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => onSelect(affiliate._id)}
                  className={`w-full rounded-2xl bg-white px-4 py-3 text-left shadow-sm ring-1 transition-colors ${isSelected ? 'ring-2 ring-brand-600' : 'ring-slate-200 hover:ring-slate-300'}`}
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-ink">{affiliate.name}</span>
                    <StatusBadge tone={AFFILIATE_STATUS_TONES[affiliate.status]}>
                      {capitalize(affiliate.status)}
                    </StatusBadge>
                  </span>
                  <span className="mt-0.5 block break-all text-sm text-slate-700">{affiliate.email}</span>
                  <span className="mt-1 block text-xs text-slate-600">
                    {affiliate.referred_customers} referred · code {affiliate.referral_code} · since{' '}
                    {formatDate(affiliate.created_at)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </ListStates>
      {data && (
        <PaginationNav
          page={data.pagination.currentPage}
          pageCount={data.pagination.pageCount}
          label="Pages of affiliates"
          onPageChange={(page) => onFilter({ ...filter, page })}
        />
      )}
    </section>
  );
}
