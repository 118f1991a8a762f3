import { TestimonialCard } from './testimonial-card';
import type { UserTestimonial } from './user-testimonials';

interface TestimonialLaneProps {
  label: string;
  groups: readonly (readonly UserTestimonial[])[];
  /** A Tailwind class setting this column's speed, e.g. [animation-duration:60s] (no inline styles: CSP). */
  durationClassName: string;
  isPaused: boolean;
}

function Groups({ groups }: { groups: TestimonialLaneProps['groups'] }) {
  // Padding instead of a gap after the last group keeps both copies exactly the same height.
  return (
    <>
      {groups.map((group) => (
        <ul key={group[0]?.name} className="space-y-6 pb-6">
          {group.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      ))}
    </>
  );
}

/**
 * One vertically scrolling column. The cards are drawn twice and the track moves up by half
 * its height, so the loop is seamless; the copy is hidden from assistive technology and from
 * the keyboard. Hovering or focusing the column pauses it; under prefers-reduced-motion it
 * does not move at all and scrolls like a normal box instead.
 */
export function TestimonialLane({ label, groups, durationClassName, isPaused }: TestimonialLaneProps) {
  return (
    <div
      role="region"
      aria-label={label}
      // Focusable so keyboard users can pause it, and scroll it when motion is reduced.
      tabIndex={0}
      className="group h-[40rem] overflow-hidden rounded-2xl [mask-image:linear-gradient(to_bottom,transparent,black_8%,black_92%,transparent)] motion-reduce:overflow-y-auto motion-reduce:[mask-image:none]"
    >
      <div
        data-testid="testimonial-track"
        className={`animate-scroll-up ${durationClassName} group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:animate-none ${
          isPaused ? '[animation-play-state:paused]' : ''
        }`}
      >
        <Groups groups={groups} />
        <div aria-hidden="true" inert className="motion-reduce:hidden">
          <Groups groups={groups} />
        </div>
      </div>
    </div>
  );
}
