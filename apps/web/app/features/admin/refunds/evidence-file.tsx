import { evidenceViewOf } from '@app/shared';
import { buttonClass } from '../../../components/form-controls';
import { serverErrorText } from '../../../lib/server-error-text';
import { useObjectUrl } from '../../../lib/use-object-url';
import { requestEvidenceUrl, useDownloadEvidence, useEvidenceImage } from './api/use-request-evidence';

interface EvidenceFileProps {
  requestId: string;
  name: string;
  type: string | null;
}

/** The image itself, in the card: fetched with the session and shown from a blob: URL. */
function EvidenceImage({ requestId, name }: { requestId: string; name: string }) {
  const { data, error } = useEvidenceImage(requestId);
  const url = useObjectUrl(data);
  if (error)
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {serverErrorText(error, 'The image did not load. Download the file instead.')}
      </p>
    );
  if (!url) return <p className="text-sm text-slate-600">Loading the image...</p>;
  return (
    <a href={url} target="_blank" rel="noopener" className="block w-fit max-w-full">
      <img
        src={url}
        alt={`Evidence file ${name}`}
        className="max-h-96 max-w-full rounded-lg bg-white object-contain ring-1 ring-slate-200"
      />
      <span className="sr-only"> (opens full size in a new tab)</span>
    </a>
  );
}

/**
 * The evidence file as its type allows (issue 21.3): an image inline, a PDF in the browser's own
 * viewer in a new tab, a recording in the player, anything else only downloaded. Every file can
 * be downloaded as well.
 */
export function EvidenceFile({ requestId, name, type }: EvidenceFileProps) {
  const view = evidenceViewOf(type);
  const download = useDownloadEvidence(requestId, name);
  const url = requestEvidenceUrl(requestId);
  return (
    <div className="mt-3 space-y-3 text-sm text-slate-700">
      {view === 'image' && <EvidenceImage requestId={requestId} name={name} />}
      {view === 'audio' && (
        <audio controls preload="metadata" src={url} className="w-full max-w-md">
          <a href={url}>Download the recording {name}</a>
        </audio>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <span className="min-w-0">
          File attached: <span className="font-semibold break-all">{name}</span>
        </span>
        {view === 'pdf' && (
          <a
            href={url}
            target="_blank"
            rel="noopener"
            aria-label={`Open PDF ${name} in a new tab`}
            className={buttonClass('secondary', 'sm')}
          >
            Open PDF (new tab)
          </a>
        )}
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => download.mutate()}
          disabled={download.isPending}
        >
          {download.isPending ? 'Downloading...' : 'Download file'}
        </button>
      </div>
      {download.error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {serverErrorText(download.error, 'The file did not download. Please try again.')}
        </p>
      )}
    </div>
  );
}
