import { useId, type ReactNode } from 'react';

/** A white card with its own h2: the building block of the delivery pages. */
export function DeliveryCard({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold text-brand-900">
            {title}
          </h2>
          {description && <div className="mt-1 max-w-3xl text-slate-700">{description}</div>}
        </div>
        {action}
      </div>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** Numbered steps (Google Sheet, Go High Level), read as an ordered list. */
export function StepList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ol aria-label={label} className="space-y-4 [counter-reset:step]">
      {children}
    </ol>
  );
}

export function Step({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <li className="relative pl-11 [counter-increment:step] before:absolute before:left-0 before:top-0 before:flex before:h-8 before:w-8 before:items-center before:justify-center before:rounded-full before:bg-brand-600 before:text-sm before:font-bold before:text-white before:content-[counter(step)]">
      <p className="pt-1 font-semibold text-ink">{title}</p>
      {children && <div className="mt-1.5 space-y-2 text-slate-700">{children}</div>}
    </li>
  );
}
