import { Link } from 'react-router';
import { FormAlert, buttonClass } from '../../../components/form-controls';
import { serverErrorText } from '../../../lib/server-error-text';
import { Figure } from '../admin-page';
import { formatCentralTime } from '../admin-format';
import { importProgressPercent } from './csv-file';
import { useImportBatch, type ImportBatch } from './api/use-lead-import';

const STATUS_TEXT: Record<ImportBatch['status'], string> = {
  queued: 'Waiting to start',
  processing: 'Importing',
  done: 'Done',
  failed: 'Stopped',
};

/** Step 4: the import running in the background, polled every second until done or failed. */
export function ImportProgress({ initial, onStartOver }: { initial: ImportBatch; onStartOver: () => void }) {
  const { data: batch, error } = useImportBatch(initial);
  const percent = importProgressPercent(batch);
  const isDone = batch.status === 'done';
  const isFailed = batch.status === 'failed';
  const isFinished = isDone || isFailed;
  return (
    <div className="space-y-4">
      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold text-ink" id={`import-${batch._id}-label`}>
            {STATUS_TEXT[batch.status]}
          </p>
          <p className="text-sm tabular-nums text-slate-700">
            {batch.processed_rows.toLocaleString('en-US')} of{' '}
            {batch.total_rows > 0 ? batch.total_rows.toLocaleString('en-US') : '…'} rows processed
          </p>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`import-${batch._id}-label`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={`h-full rounded-full transition-[width] ${isFailed ? 'bg-red-600' : 'bg-brand-600'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="Imported" value={batch.imported_rows.toLocaleString('en-US')} tone="good" />
        <Figure label="Skipped" value={batch.skipped_rows.toLocaleString('en-US')} />
        <Figure label="Progress" value={`${percent}%`} />
      </dl>

      <div aria-live="polite">
        {isDone && (
          <div className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-brand-900">
            <p className="font-semibold">
              Import finished: {batch.imported_rows.toLocaleString('en-US')}{' '}
              {batch.imported_rows === 1 ? 'lead' : 'leads'} added
              {batch.skipped_rows > 0 ? `, ${batch.skipped_rows.toLocaleString('en-US')} skipped` : ''}.
            </p>
            <p className="mt-1 text-sm">
              {batch.publish === 'now' || !batch.publish_at
                ? 'They are on the marketplace now.'
                : `They go live on the marketplace at ${formatCentralTime(batch.publish_at)}, and buyers with alerts are told then.`}
            </p>
          </div>
        )}
        {isFailed && (
          <FormAlert>
            The import stopped: {batch.error ?? 'no reason was given'}. Leads imported before the stop are
            kept.
          </FormAlert>
        )}
        {error && !isFinished && (
          <FormAlert>
            We lost track of the import ({serverErrorText(error, 'connection problem')}); it keeps running on
            the server. Retrying...
          </FormAlert>
        )}
      </div>

      {isFinished && (
        <div className="flex flex-wrap gap-2">
          <Link to={`/admin/import/${batch._id}`} className={buttonClass('primary', 'sm')}>
            Open this import
          </Link>
          <Link to={`/admin/leads?import_id=${batch._id}`} className={buttonClass('secondary', 'sm')}>
            See its leads
          </Link>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={onStartOver}>
            Import another file
          </button>
        </div>
      )}
    </div>
  );
}
