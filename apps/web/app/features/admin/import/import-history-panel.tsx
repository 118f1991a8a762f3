import { useState } from 'react';
import { Link } from 'react-router';
import { PaginationNav } from '../../../components/pagination-nav';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { AdminPanel } from '../admin-page';
import { DataTable } from '../data-table';
import { ListStates } from '../list-states';
import { importNameOf, leadsNowText } from './import-summary';
import { useImportBatches, type ImportBatch } from './api/use-lead-import';

const STATUS: Record<ImportBatch['status'], { label: string; tone: 'blue' | 'amber' | 'green' | 'red' }> = {
  queued: { label: 'Waiting', tone: 'blue' },
  processing: { label: 'Importing', tone: 'amber' },
  done: { label: 'Done', tone: 'green' },
  failed: { label: 'Stopped', tone: 'red' },
};

/** Every import, newest first: the file, who and when, its counts and where its leads are now. */
export function ImportHistoryPanel() {
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch } = useImportBatches(page);
  return (
    <AdminPanel
      title="Import history"
      description="Each upload stays here with the rows it skipped and why, so a file can be fixed and uploaded again later."
    >
      <ListStates
        what="the import history"
        isPending={isPending}
        error={error}
        onRetry={() => refetch()}
        isEmpty={data?.batches.length === 0}
        emptyTitle="No import yet"
        emptyText="Upload the day's CSV above: it appears here with its counts."
      >
        {data && (
          <DataTable<ImportBatch>
            caption="Import history"
            rows={data.batches}
            rowKey={(batch) => batch._id}
            columns={[
              {
                header: 'File',
                isTitle: true,
                cell: (batch) => (
                  <Link
                    to={`/admin/import/${batch._id}`}
                    className="break-all font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {importNameOf(batch)}
                  </Link>
                ),
              },
              {
                header: 'Imported',
                cell: (batch) => (
                  <span className="block">
                    <span className="block">{formatDateTime(batch.created_at)}</span>
                    <span className="block break-all text-slate-600">
                      by {batch.created_by?.name || batch.created_by?.email || 'an admin no longer here'}
                    </span>
                  </span>
                ),
              },
              {
                header: 'Rows',
                cell: (batch) => (
                  <span className="tabular-nums">
                    {batch.imported_rows.toLocaleString('en-US')} added ·{' '}
                    {batch.skipped_rows.toLocaleString('en-US')} skipped
                  </span>
                ),
              },
              {
                header: 'Leads now',
                cell: (batch) =>
                  batch.status === 'done' ? (
                    leadsNowText(batch.leads)
                  ) : (
                    <StatusBadge tone={STATUS[batch.status].tone}>{STATUS[batch.status].label}</StatusBadge>
                  ),
              },
            ]}
          />
        )}
      </ListStates>
      {data && (
        <PaginationNav
          page={data.pagination.currentPage}
          pageCount={data.pagination.pageCount}
          label="Pages of the import history"
          onPageChange={setPage}
        />
      )}
    </AdminPanel>
  );
}
