import { UI_TEXT } from '@app/shared';
import { useCopyToClipboard } from '../../lib/use-copy-to-clipboard';

/** docs/product.md §4: a copy button shows 'Copied!' for 2 s. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { status, copy } = useCopyToClipboard();
  const shown =
    status === 'copied'
      ? UI_TEXT.copied
      : status === 'failed'
        ? 'Copy failed: select the code and copy it'
        : 'Copy';
  return (
    <button
      type="button"
      onClick={() => void copy(text)}
      aria-label={status === 'idle' ? `Copy the ${label} example` : undefined}
      className={`inline-flex min-w-20 items-center justify-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors ${
        status === 'copied' ? 'bg-green-700 text-white' : 'bg-white/10 text-white hover:bg-white/20'
      }`}
    >
      <svg
        viewBox="0 0 20 20"
        className="h-4 w-4"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        {status === 'copied' ? (
          <path d="M4.5 10.5l3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M7 7V4.5A1.5 1.5 0 0 1 8.5 3h7A1.5 1.5 0 0 1 17 4.5v7a1.5 1.5 0 0 1-1.5 1.5H13M4.5 7h7A1.5 1.5 0 0 1 13 8.5v7a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 15.5v-7A1.5 1.5 0 0 1 4.5 7z" />
        )}
      </svg>
      <span aria-live="polite">{shown}</span>
    </button>
  );
}
