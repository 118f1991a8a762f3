import type { ReactNode } from 'react';

/** A grey placeholder while data loads; hidden from screen readers (the region says it is busy). */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-xl bg-slate-200/80 ${className}`} />;
}

/** A labelled loading region: screen readers hear the label, sighted users see the placeholders. */
export function LoadingRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
