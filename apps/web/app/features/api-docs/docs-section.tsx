import type { ReactNode } from 'react';

/** One numbered part of the documentation, with an anchor the table of contents links to. */
export function DocsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 border-t border-slate-200 py-10 first:border-t-0"
    >
      <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export function InlineCode({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <code className={`rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-ink ${className}`}>
      {children}
    </code>
  );
}
