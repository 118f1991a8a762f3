import type { ReactNode } from 'react';

/**
 * Set-up steps: shown open until the connection exists, then folded under a summary so the
 * connected state leads the page (the steps stay one click away to connect something else).
 */
export function CollapsibleSteps({
  isCollapsed,
  summary,
  children,
}: {
  isCollapsed: boolean;
  summary: string;
  children: ReactNode;
}) {
  if (!isCollapsed) return <>{children}</>;
  return (
    <details className="rounded-xl border border-slate-200">
      <summary className="cursor-pointer rounded-xl px-4 py-3 font-semibold text-brand-900 hover:bg-slate-50">
        {summary}
      </summary>
      <div className="border-t border-slate-200 p-4">{children}</div>
    </details>
  );
}
