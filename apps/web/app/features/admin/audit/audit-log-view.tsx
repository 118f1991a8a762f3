import type { auditEntrySchema } from '@app/shared';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PaginationNav } from '../../../components/pagination-nav';
import { formatDateTime } from '../../../lib/format-date';
import { prettyJson } from '../admin-format';
import { ListStates } from '../list-states';
import { changedKeys } from './audit-changes';
import {
  auditFiltersFromParams,
  auditFiltersToParams,
  hasAuditFilters,
  toAuditLogQuery,
} from './audit-filters';
import { AuditFiltersForm } from './audit-filters-form';
import { useAuditLog } from './api/use-audit-log';

type AuditEntry = z.infer<typeof auditEntrySchema>;

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  const text = prettyJson(value);
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{title}</p>
      {text ? (
        <pre className="mt-1 max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 font-mono text-xs text-ink ring-1 ring-slate-200">
          {text}
        </pre>
      ) : (
        <p className="mt-1 text-sm text-slate-600">Nothing</p>
      )}
    </div>
  );
}

const actorText = (entry: AuditEntry) =>
  entry.actor ? (entry.actor_name ? `${entry.actor_name} (${entry.actor})` : entry.actor) : 'the system';

/** What was done to which record, by whom, when; the record's before and after on demand. */
function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const changed = changedKeys(entry.before, entry.after);
  return (
    <li className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <details className="group">
        <summary className="grid cursor-pointer list-none gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[11rem_1fr_auto] [&::-webkit-details-marker]:hidden">
          <span className="text-sm text-slate-600">{formatDateTime(entry.created_at)}</span>
          <span className="min-w-0">
            <span className="block font-semibold text-ink">
              {entry.action_label}
              <span className="font-normal text-slate-600"> · {entry.entity_label}</span>
            </span>
            <span className="block break-words text-sm text-ink">
              {entry.subject ?? (entry.entity_id ? 'A record that no longer exists' : 'No single record')}
            </span>
            <span className="block break-words text-sm text-slate-600">By {actorText(entry)}</span>
            {changed.length > 0 && (
              <span className="block text-sm text-slate-600">Changed: {changed.join(', ')}</span>
            )}
          </span>
          <span className="text-sm font-semibold text-brand-700">
            <span className="group-open:hidden">Show before / after</span>
            <span className="hidden group-open:inline">Hide before / after</span>
          </span>
        </summary>
        <div className="border-t border-slate-200 px-4 py-3">
          {entry.entity_id && (
            <p className="mb-3 break-all text-xs text-slate-600">Record id: {entry.entity_id}</p>
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            <JsonBlock title="Before" value={entry.before} />
            <JsonBlock title="After" value={entry.after} />
          </div>
        </div>
      </details>
    </li>
  );
}

/** Every admin action, filtered by who, kind of record and days. */
export function AuditLogView() {
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFromParams(params);
  const { data, isPending, error, refetch, isPlaceholderData } = useAuditLog(toAuditLogQuery(filters));
  const apply = (next: typeof filters) => setParams(auditFiltersToParams(next));
  const isFiltered = hasAuditFilters(filters);

  return (
    <div className="space-y-4">
      <AuditFiltersForm value={filters} onChange={apply} />
      <div
        aria-busy={isPlaceholderData}
        className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      >
        <ListStates
          what="the audit log"
          isPending={isPending}
          error={error}
          onRetry={() => refetch()}
          isEmpty={data?.entries.length === 0}
          emptyTitle={isFiltered ? 'Nothing recorded matches these filters' : 'No action recorded yet'}
          emptyText={
            isFiltered
              ? 'Try another person, every kind of record, or more days.'
              : 'Imports, publishing, edits, withdrawals, price changes, payouts and wallet rewards are recorded here as they happen.'
          }
        >
          <ol className="space-y-2" aria-label="Audit log entries">
            {data?.entries.map((entry) => (
              <AuditEntryItem key={entry._id} entry={entry} />
            ))}
          </ol>
        </ListStates>
      </div>
      {data && (
        <PaginationNav
          page={data.pagination.currentPage}
          pageCount={data.pagination.pageCount}
          label="Pages of the audit log"
          onPageChange={(page) => apply({ ...filters, page })}
        />
      )}
    </div>
  );
}
