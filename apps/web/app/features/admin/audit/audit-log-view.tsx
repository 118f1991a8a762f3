import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/form-controls';
import { PaginationNav } from '../../../components/pagination-nav';
import { formatDateTime } from '../../../lib/format-date';
import { prettyJson } from '../admin-format';
import { ListStates } from '../list-states';
import { AUDITED_ENTITIES, actionLabel, changedKeys } from './audit-changes';
import { useAuditLog } from './api/use-audit-log';

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

/** Every admin action: who did what to which record, when, and the record before and after. */
export function AuditLogView() {
  const [params, setParams] = useSearchParams();
  const entity = params.get('entity') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, error, refetch } = useAuditLog(entity, page);
  const go = (nextEntity: string, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextEntity) next.set('entity', nextEntity);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };

  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <SelectField label="Record type" value={entity} onChange={(event) => go(event.target.value, 1)}>
          <option value="">Everything</option>
          {AUDITED_ENTITIES.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </SelectField>
      </div>
      <ListStates
        what="the audit log"
        isPending={isPending}
        error={error}
        onRetry={() => refetch()}
        isEmpty={data?.entries.length === 0}
        emptyTitle="No action recorded yet"
        emptyText="Imports, edits, withdrawals, price changes, payouts and wallet rewards are recorded here as they happen."
      >
        <ol className="space-y-2">
          {data?.entries.map((entry) => {
            const changed = changedKeys(entry.before, entry.after);
            return (
              <li key={entry._id} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                <details className="group">
                  <summary className="grid cursor-pointer list-none gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[11rem_1fr_auto] [&::-webkit-details-marker]:hidden">
                    <span className="text-sm text-slate-600">{formatDateTime(entry.created_at)}</span>
                    <span className="min-w-0">
                      <span className="block font-semibold text-ink">{actionLabel(entry.action)}</span>
                      <span className="block break-all text-sm text-slate-700">
                        {entry.actor ?? 'System'} · {entry.entity}
                        {entry.entity_id ? ` ${entry.entity_id}` : ''}
                      </span>
                      {changed.length > 0 && (
                        <span className="block text-sm text-slate-600">Changed: {changed.join(', ')}</span>
                      )}
                    </span>
                    <span className="text-sm font-semibold text-brand-700">
                      <span className="group-open:hidden">Show before / after</span>
                      <span className="hidden group-open:inline">Hide before / after</span>
                    </span>
                  </summary>
                  <div className="grid gap-4 border-t border-slate-200 px-4 py-3 lg:grid-cols-2">
                    <JsonBlock title="Before" value={entry.before} />
                    <JsonBlock title="After" value={entry.after} />
                  </div>
                </details>
              </li>
            );
          })}
        </ol>
      </ListStates>
      {data && (
        <PaginationNav
          page={data.pagination.currentPage}
          pageCount={data.pagination.pageCount}
          label="Pages of the audit log"
          onPageChange={(next) => go(entity, next)}
        />
      )}
    </div>
  );
}
