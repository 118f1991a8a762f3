import { formatWithThousands, useCountUpOnVisible } from '../../lib/use-count-up-on-visible';
import { AFFILIATE_STATS, type Stat } from './affiliate-stats-data';

function StatCounter({ stat }: { stat: Stat }) {
  const { ref, display } = useCountUpOnVisible<HTMLDivElement>(stat.value);
  return (
    <div
      ref={ref}
      className="flex flex-col-reverse rounded-2xl bg-white/5 p-6 text-center ring-1 ring-white/15"
    >
      <dt className="mt-2 text-sm font-semibold uppercase tracking-wide text-brand-100">{stat.label}</dt>
      <dd className="text-3xl font-extrabold tabular-nums text-white sm:text-5xl">
        {/* The moving number is for the eye; screen readers get the final figure once. */}
        <span aria-hidden="true" data-stat-value>
          {`${stat.prefix}${display}${stat.suffix}`}
        </span>
        <span className="sr-only">{`${stat.prefix}${formatWithThousands(stat.value)}${stat.suffix}`}</span>
      </dd>
    </div>
  );
}

/** docs/product.md §2.10: the stats strip, counting up over 2 s once half visible (§9). */
export function AffiliateStats() {
  return (
    <section aria-labelledby="affiliate-stats-title" className="bg-brand-900 py-16 text-white">
      <div className="mx-auto max-w-6xl px-4">
        <h2
          id="affiliate-stats-title"
          className="mx-auto max-w-3xl text-balance text-center text-3xl font-extrabold tracking-tight sm:text-4xl"
        >
          Numbers that Drive Impact — Your Success, Visualized
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {AFFILIATE_STATS.map((stat) => (
            <StatCounter key={stat.label} stat={stat} />
          ))}
        </dl>
      </div>
    </section>
  );
}
