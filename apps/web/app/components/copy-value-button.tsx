import { UI_TEXT } from '@app/shared';
import { buttonClass } from './form-controls';
import { useCopyToClipboard } from '../lib/use-copy-to-clipboard';

/** Copies a value; says 'Copied!' for 2 s (docs/product.md §4, the same rule as the /docs examples). */
export function CopyValueButton({
  value,
  label,
  idleText = 'Copy',
  tone = 'secondary',
}: {
  value: string;
  label: string;
  idleText?: string;
  tone?: 'primary' | 'secondary';
}) {
  const { status, copy } = useCopyToClipboard();
  const text =
    status === 'copied' ? UI_TEXT.copied : status === 'failed' ? 'Copy failed: select it and copy' : idleText;
  return (
    <button
      type="button"
      onClick={() => void copy(value)}
      aria-label={status === 'idle' && idleText === 'Copy' ? `Copy ${label}` : undefined}
      className={`${buttonClass(status === 'copied' ? 'primary' : tone, 'sm')} min-w-24 shrink-0`}
    >
      <svg
        viewBox="0 0 20 20"
        className="h-4 w-4"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {status === 'copied' ? (
          <path d="M4.5 10.5l3.5 3.5 7.5-8" />
        ) : (
          <path d="M7 7V4.5A1.5 1.5 0 0 1 8.5 3h7A1.5 1.5 0 0 1 17 4.5v7a1.5 1.5 0 0 1-1.5 1.5H13M4.5 7h7A1.5 1.5 0 0 1 13 8.5v7a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 15.5v-7A1.5 1.5 0 0 1 4.5 7z" />
        )}
      </svg>
      <span aria-live="polite">{text}</span>
    </button>
  );
}

/** A value to copy (a key, a URL, a formula) in a box that wraps on phones, with its copy button. */
export function CopyableValue({
  value,
  label,
  isSecret = false,
}: {
  value: string;
  label: string;
  isSecret?: boolean;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <code
        aria-label={label}
        className={`block min-w-0 flex-1 break-all rounded-xl border px-3 py-2.5 font-mono text-sm ${
          isSecret ? 'border-amber-300 bg-white text-ink' : 'border-slate-200 bg-slate-50 text-ink'
        }`}
      >
        {value}
      </code>
      <CopyValueButton value={value} label={label} />
    </div>
  );
}
