import { toast } from 'sonner';
import { FormAlert, buttonClass } from '../../components/form-controls';
import { formatDateTime } from '../../lib/format-date';
import { serverErrorText } from '../../lib/server-error-text';
import { dataExportStatusText } from './data-export-text';
import { useDataExports, useDownloadDataExport, useRequestDataExport } from './api/data-export-api';

/**
 * Issue 19.3, "Download my data": a copy of everything we hold about the member, built in the
 * background and downloadable for 7 days, only here, signed in.
 */
export function YourDataSection() {
  const exports = useDataExports();
  const request = useRequestDataExport();
  const download = useDownloadDataExport();
  const waiting = exports.data?.some((item) => item.status === 'queued' || item.status === 'building');

  return (
    <div className="space-y-4 text-slate-700">
      <p>
        Get a copy of everything we hold about your account: profile, subscriptions, payments, wallet,
        invoices, the leads you own, saved searches, API keys, webhooks, connections, refund requests and the
        audit entries about you. It comes as one ZIP of JSON and CSV files that a spreadsheet opens.
      </p>
      <p className="text-sm">
        We e-mail you when it is ready. The download works for 7 days, only here while you are signed in.
        Secrets such as API keys and webhook signing secrets are never in it.
      </p>
      <button
        type="button"
        disabled={request.isPending || waiting}
        onClick={() =>
          request.mutate(undefined, {
            onSuccess: () =>
              toast.success('We are preparing your data and will e-mail you when it is ready.'),
          })
        }
        className={buttonClass('secondary')}
      >
        {request.isPending ? 'Asking...' : waiting ? 'Preparing your data...' : 'Download my data'}
      </button>
      {request.error && (
        <FormAlert>
          {serverErrorText(request.error, 'We could not start the copy. Please try again.')}
        </FormAlert>
      )}
      {exports.data && exports.data.length > 0 && (
        <ul
          aria-label="Your data copies"
          className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
        >
          {exports.data.map((item) => (
            <li
              key={item._id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm"
            >
              <div>
                <p className="font-semibold text-ink">Asked for on {formatDateTime(item.requested_at)}</p>
                <p className={item.status === 'failed' ? 'text-red-700' : 'text-slate-600'}>
                  {dataExportStatusText(item)}
                </p>
              </div>
              {item.status === 'ready' && (
                <button
                  type="button"
                  disabled={download.isPending}
                  onClick={() =>
                    download.mutate(item._id, { onSuccess: (name) => toast.success(`${name} downloaded.`) })
                  }
                  className={buttonClass('primary', 'sm')}
                >
                  Download ZIP
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {download.error && (
        <FormAlert>
          {serverErrorText(download.error, 'The download did not start. Please try again.')}
        </FormAlert>
      )}
    </div>
  );
}
