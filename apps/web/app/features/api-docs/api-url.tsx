import { usePageOrigin } from '../../lib/use-page-origin';

/** The full URL of an API path on the site the reader is on (the configured URL in the prerender). */
export function ApiUrl({ path }: { path: string }) {
  const origin = usePageOrigin();
  return <code className="break-all font-mono text-sm font-semibold text-ink">{`${origin}${path}`}</code>;
}
