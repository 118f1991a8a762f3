import { Link } from 'react-router';
import { LeadIcon } from './lead-icons';
import type { LeadKindContent } from './lead-kind-content';

/** Replacement (Premium) or wallet refund (Exclusive) cases of docs/product.md §9. */
export function GuaranteeSection({ guarantee }: { guarantee: LeadKindContent['guarantee'] }) {
  return (
    <section aria-labelledby="guarantee-title" className="mx-auto max-w-6xl px-4 py-16">
      <div className="grid gap-8 rounded-3xl border border-brand-100 bg-brand-50 p-6 sm:p-10 lg:grid-cols-2">
        <div>
          <span className="grid size-12 place-items-center rounded-2xl bg-brand-600 text-white">
            <LeadIcon name="shield" className="size-7" />
          </span>
          <h2 id="guarantee-title" className="mt-4 text-3xl font-extrabold tracking-tight text-brand-900">
            {guarantee.title}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-800">{guarantee.intro}</p>
          <p className="mt-3 leading-relaxed text-slate-800">{guarantee.requirements}</p>
          <Link to="/refund" className="mt-5 inline-block font-semibold text-brand-700 underline">
            Read the full refund policy
          </Link>
        </div>
        <ul className="grid content-center gap-3 sm:grid-cols-2">
          {guarantee.reasons.map((reason) => (
            <li
              key={reason}
              className="flex items-center gap-3 rounded-xl bg-white p-4 font-semibold text-ink shadow-sm"
            >
              <LeadIcon name="check" className="size-5 shrink-0 text-brand-600" />
              {reason}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
