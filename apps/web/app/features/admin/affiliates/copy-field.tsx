import { buttonClass } from '../../../components/form-controls';
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';

/** A value the team sends to an affiliate (referral code, link), with a copy button that says 'Copied!'. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { status, copy } = useCopyToClipboard();
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 break-all rounded-lg bg-slate-100 px-3 py-2 text-sm text-ink">
          {value}
        </code>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void copy(value)}>
          {status === 'copied' ? 'Copied!' : status === 'failed' ? 'Copy failed' : 'Copy'}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </button>
        <span className="sr-only" aria-live="polite">
          {status === 'copied' ? `${label} copied` : ''}
        </span>
      </dd>
    </div>
  );
}
