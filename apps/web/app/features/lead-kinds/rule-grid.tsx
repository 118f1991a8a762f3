import { LeadIcon } from './lead-icons';
import type { Rule } from './lead-kind-content';

export function RuleGrid({ title, rules }: { title: string; rules: readonly Rule[] }) {
  return (
    <section aria-labelledby="rules-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="rules-title" className="text-center text-3xl font-extrabold tracking-tight text-brand-900">
        {title}
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {rules.map((rule) => (
          <li
            key={rule.title}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:block sm:p-6"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-600 text-white">
              <LeadIcon name={rule.icon} className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-bold text-ink sm:mt-4">{rule.title}</h3>
              <p className="mt-1 leading-relaxed text-slate-700 sm:mt-2">{rule.desc}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
