import { useState } from 'react';
import { PaginationNav } from '../../../components/pagination-nav';
import { DataTable } from '../data-table';
import { ListStates } from '../list-states';
import { useRejectedRows } from './api/use-lead-import';

type RejectedRow = { line: number; errors: string[]; summary: string };

/** The rows an import skipped, each with its line in the file and every reason. */
export function RejectedRowsTable({
  batchId,
  skippedRows,
  keptRows,
}: {
  batchId: string;
  skippedRows: number;
  keptRows: number;
}) {
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch } = useRejectedRows(batchId, page);
  if (skippedRows === 0) return <p className="text-slate-700">Every row of the file was imported.</p>;
  if (keptRows === 0)
    return (
      <p className="text-slate-700">
        This import skipped {skippedRows.toLocaleString('en-US')} rows; it was made before skipped rows were
        kept, so their reasons are not available.
      </p>
    );
  return (
    <div>
      <p className="mb-3 text-sm text-slate-700">
        Line numbers count the header as line 1. Fix these rows in the file and upload them again.
      </p>
      <ListStates
        what="the skipped rows"
        isPending={isPending}
        error={error}
        onRetry={() => refetch()}
        isEmpty={data?.rows.length === 0}
        emptyTitle="No skipped row kept"
      >
        {data && (
          <DataTable<RejectedRow>
            caption="Skipped rows"
            rows={data.rows}
            rowKey={(row) => String(row.line)}
            columns={[
              {
                header: 'Line',
                cell: (row) => <span className="font-semibold tabular-nums">{row.line}</span>,
                className: 'w-20',
              },
              {
                header: 'Why',
                cell: (row) => (
                  <ul className="list-disc space-y-0.5 pl-4 text-red-800">
                    {row.errors.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                ),
              },
              {
                header: 'Row',
                cell: (row) => (
                  <span className="break-words text-slate-800">{row.summary || '(empty row)'}</span>
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
          label="Pages of skipped rows"
          onPageChange={setPage}
        />
      )}
    </div>
  );
}
