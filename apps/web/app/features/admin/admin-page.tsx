import type { ReactNode } from 'react';

/** The heading of an operations page: its one h1, what the page is for, and its main actions. */
export function AdminPageHeader({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="max-w-3xl">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{title}</h1>
        {children && <div className="mt-2 text-slate-700">{children}</div>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** A white panel with a heading: one job of a page (a form, a list). */
export function AdminPanel({
  title,
  description,
  children,
  headingLevel = 2,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <Heading className="text-lg font-bold text-brand-900">{title}</Heading>
      {description && <div className="mt-1 text-sm text-slate-700">{description}</div>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A small figure with its label (totals of an import, an affiliate's money). */
export function Figure({
  label,
  value,
  tone = 'default',
}: {
  label: string;
  value: ReactNode;
  tone?: 'default' | 'good' | 'bad';
}) {
  const colour = tone === 'good' ? 'text-brand-700' : tone === 'bad' ? 'text-red-700' : 'text-ink';
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className={`mt-1 text-2xl font-extrabold tabular-nums ${colour}`}>{value}</dd>
    </div>
  );
}
