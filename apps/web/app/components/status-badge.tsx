import type { ReactNode } from 'react';

const tones = {
  green: 'bg-brand-100 text-brand-900 ring-brand-600/30',
  amber: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  red: 'bg-red-100 text-red-900 ring-red-600/30',
  slate: 'bg-slate-100 text-slate-800 ring-slate-500/30',
  blue: 'bg-sky-100 text-sky-900 ring-sky-600/30',
} as const;

export type BadgeTone = keyof typeof tones;

/** A short status word in a coloured pill (never colour alone: the word says it). */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
