import { LIMITS } from '@app/shared';
import { formatUsd } from '../../lib/format-number';
import { useCountUp } from '../../lib/use-count-up';

/** docs/product.md §4: the hero counter animates up to $99,999 over 3 s, then shows '$1M'. */
export const HERO_COUNTER_TARGET = 99_999;

export function HeroCounter() {
  const { value, isDone } = useCountUp(HERO_COUNTER_TARGET, LIMITS.heroCounterMs);
  return (
    <div>
      <p className="text-3xl font-extrabold tabular-nums text-accent lg:text-4xl">
        {/* Screen readers get the final figure once instead of a stream of numbers. */}
        <span aria-hidden="true" data-testid="hero-counter">
          {isDone ? '$1M' : formatUsd(value, { cents: false })}
        </span>
        <span className="sr-only">$1M</span>
      </p>
      <p className="mt-1 text-sm text-brand-100">generated for our members</p>
    </div>
  );
}
