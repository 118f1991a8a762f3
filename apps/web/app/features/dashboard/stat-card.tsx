import type { ReactNode } from 'react';

/** One figure of the dashboard with what it means and where to act on it. */
export function StatCard({
  label,
  value,
  detail,
  action,
  tone = 'plain',
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  action?: ReactNode;
  tone?: 'plain' | 'brand';
}) {
  return (
    <section
      aria-label={label}
      className={`flex flex-col rounded-2xl p-5 shadow-sm ring-1 ${tone === 'brand' ? 'bg-brand-900 text-white ring-brand-900' : 'bg-white ring-slate-200'}`}
    >
      <h2
        className={`text-sm font-semibold uppercase tracking-wide ${tone === 'brand' ? 'text-brand-100' : 'text-slate-600'}`}
      >
        {label}
      </h2>
      <p
        className={`mt-2 text-3xl font-extrabold tracking-tight ${tone === 'brand' ? 'text-white' : 'text-brand-900'}`}
      >
        {value}
      </p>
      {detail && (
        <div className={`mt-1 text-sm ${tone === 'brand' ? 'text-brand-50' : 'text-slate-700'}`}>
          {detail}
        </div>
      )}
      {action && <div className="mt-auto pt-4">{action}</div>}
    </section>
  );
}
