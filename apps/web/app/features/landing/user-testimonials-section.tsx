import { useState } from 'react';
import { SectionHeading } from '../../components/section-heading';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { TestimonialLane } from './testimonial-lane';
import { USER_TESTIMONIALS, groupInThrees } from './user-testimonials';

const GROUPS = groupInThrees(USER_TESTIMONIALS);
/** On wide screens the groups of three are dealt over three columns: 1 & 4, 2 & 5, 3 & 6. */
const DESKTOP_LANES = [0, 1, 2].map((lane) => GROUPS.filter((_, index) => index % 3 === lane));
/** Columns move at different speeds so they never line up. */
const LANE_SPEEDS = [
  '[animation-duration:55s]',
  '[animation-duration:70s]',
  '[animation-duration:62s]',
] as const;

/** /landing-page: 'What Our Users Are Saying', 16 testimonials scrolling in columns (docs/product.md §2.4). */
export function UserTestimonialsSection() {
  const [isPaused, setIsPaused] = useState(false);
  const isHydrated = useIsHydrated();
  return (
    <section id="user-testimonials" aria-labelledby="users-title" className="bg-brand-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="users-title" eyebrow="Reviews" title="What Our Users Are Saying">
          <p>{USER_TESTIMONIALS.length} members across the country, five stars each.</p>
        </SectionHeading>
        <div className="mt-6 flex justify-center motion-reduce:hidden">
          <button
            type="button"
            aria-pressed={isPaused}
            disabled={!isHydrated}
            onClick={() => setIsPaused((paused) => !paused)}
            className="rounded-full border border-brand-600 bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-100"
          >
            {isPaused ? 'Resume scrolling' : 'Pause scrolling'}
          </button>
        </div>
        <div className="mt-10 md:hidden">
          <TestimonialLane
            label="Member reviews"
            groups={GROUPS}
            durationClassName="[animation-duration:120s]"
            isPaused={isPaused}
          />
        </div>
        <div className="mt-10 hidden gap-6 md:grid md:grid-cols-3">
          {DESKTOP_LANES.map((groups, index) => (
            <TestimonialLane
              key={index}
              label={`Member reviews, column ${index + 1} of 3`}
              groups={groups}
              durationClassName={LANE_SPEEDS[index] ?? ''}
              isPaused={isPaused}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
