import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '@app/shared';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** The Clipboard API is missing on plain-http origins other than localhost; fall back to a hidden textarea. */
async function writeText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.append(textarea);
  textarea.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copy command was refused');
  } finally {
    textarea.remove();
  }
}

/**
 * Copies text and reports 'copied' for 2 s (docs/product.md §4 and §9, LIMITS.copiedMs), then
 * 'idle' again. Copying again restarts the 2 s.
 */
export function useCopyToClipboard(resetAfterMs: number = LIMITS.copiedMs) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      let next: CopyStatus = 'copied';
      try {
        await writeText(text);
      } catch (error) {
        console.warn('Copy to clipboard failed', error);
        next = 'failed';
      }
      setStatus(next);
      timer.current = setTimeout(() => setStatus('idle'), resetAfterMs);
      return next === 'copied';
    },
    [resetAfterMs],
  );

  return { status, isCopied: status === 'copied', copy };
}
