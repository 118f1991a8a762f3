import { useEffect, useRef, type ReactNode } from 'react';
import { buttonClass } from './form-controls';
import { CopyableValue } from './copy-value-button';

export const SHOWN_ONCE_WARNING = "Copy it now: you won't see it again";

interface OneTimeSecretProps {
  title: string;
  /** What the value is, for the copy button and screen readers ('your new API key'). */
  label: string;
  value: string;
  onDismiss: () => void;
  children?: ReactNode;
}

/**
 * A key, signing secret or feed URL, shown this once (docs/product.md §15). It lives only in the
 * parent's state: "Done" clears it, and so does leaving the page. Focus moves here when it
 * appears so that keyboard and screen-reader users find it.
 */
export function OneTimeSecret({ title, label, value, onDismiss, children }: OneTimeSecretProps) {
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // After the frame, so that a confirmation dialog closing in the same update has returned its focus first.
    const frame = requestAnimationFrame(() => panelRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-label={title}
      className="space-y-3 rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 outline-none focus-visible:ring-4 focus-visible:ring-amber-300 sm:p-5"
    >
      <h3 className="text-lg font-bold text-brand-900">{title}</h3>
      <p className="flex items-start gap-2 font-semibold text-amber-900">
        <svg
          viewBox="0 0 20 20"
          className="mt-0.5 h-5 w-5 shrink-0"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          <path d="M10 3 2 17h16L10 3zm0 5v4m0 3v.01" />
        </svg>
        {SHOWN_ONCE_WARNING}
      </p>
      <CopyableValue value={value} label={label} isSecret />
      {children && <div className="space-y-2 text-sm text-slate-800">{children}</div>}
      <button type="button" onClick={onDismiss} className={buttonClass('dark', 'sm')}>
        Done, I have copied it
      </button>
    </section>
  );
}
