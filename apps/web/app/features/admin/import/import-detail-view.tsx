import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-controls';
import { QueryError } from '../../../components/query-error';
import { LoadingRegion, Skeleton } from '../../../components/skeleton';
import { formatDateTime } from '../../../lib/format-date';
import { AdminPageHeader, AdminPanel, Figure } from '../admin-page';
import { ImportPublishingPanel } from './import-publishing-panel';
import { importNameOf } from './import-summary';
import { RejectedRowsTable } from './rejected-rows-table';
import { useImportBatchDetail } from './api/use-lead-import';

const n = (value: number) => value.toLocaleString('en-US');

/** One import, reachable any time after it ran: who and when, its counts, its leads now, its skipped rows. */
export function ImportDetailView({ batchId }: { batchId: string }) {
  const { data: batch, isPending, error, refetch } = useImportBatchDetail(batchId);
  const back = (
    <Link
      to="/admin/import"
      className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      ← Import leads and history
    </Link>
  );
  if (isPending)
    return (
      <LoadingRegion label="Loading the import">
        <Skeleton className="h-40" />
      </LoadingRegion>
    );
  if (error || !batch)
    return (
      <div className="space-y-4">
        {back}
        <QueryError error={error} what="this import" onRetry={() => refetch()} />
      </div>
    );
  return (
    <>
      <div className="mb-3">{back}</div>
      <AdminPageHeader title={importNameOf(batch)}>
        {`Imported ${formatDateTime(batch.created_at)} by ${
          batch.created_by
            ? `${batch.created_by.name} (${batch.created_by.email})`
            : 'an admin no longer here'
        }, to publish ${batch.publish === 'now' ? 'at once' : 'at the next 10:00 Central window'}.`}
      </AdminPageHeader>
      <div className="space-y-6">
        {batch.status === 'failed' && (
          <FormAlert>
            The import stopped: {batch.error ?? 'no reason was given'}. Leads imported before the stop are
            kept.
          </FormAlert>
        )}
        <AdminPanel title="Rows and leads">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure label="Rows in the file" value={n(batch.total_rows)} />
            <Figure label="Imported" value={n(batch.imported_rows)} tone="good" />
            <Figure
              label="Skipped"
              value={n(batch.skipped_rows)}
              tone={batch.skipped_rows > 0 ? 'bad' : 'default'}
            />
            <Figure label="For sale now" value={n(batch.leads.published)} />
            <Figure label="Scheduled" value={n(batch.leads.scheduled)} />
            <Figure label="Unpublished" value={n(batch.leads.on_hold)} />
            <Figure label="Sold out or expired" value={n(batch.leads.sold_out + batch.leads.expired)} />
            <Figure label="Withdrawn" value={n(batch.leads.withdrawn)} />
          </dl>
        </AdminPanel>
        <ImportPublishingPanel batch={batch} />
        <AdminPanel title={`Skipped rows (${n(batch.skipped_rows)})`}>
          <RejectedRowsTable
            batchId={batch._id}
            skippedRows={batch.skipped_rows}
            keptRows={batch.rejected_rows_kept}
          />
        </AdminPanel>
      </div>
    </>
  );
}
