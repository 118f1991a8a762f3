import { InitialsAvatar } from '../../components/initials-avatar';
import { StarRating } from '../../components/star-rating';
import { WEBINAR_TESTIMONIALS } from './webinar-people';

/** docs/product.md §2.11: the carousel arrows are inert; they show, but do nothing, and say so. */
function InertArrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-label={direction === 'previous' ? 'Previous testimonials' : 'Next testimonials'}
      className="grid size-11 cursor-not-allowed place-items-center rounded-full border border-slate-300 text-slate-500 opacity-60"
    >
      <svg
        viewBox="0 0 20 20"
        className={`size-5 ${direction === 'next' ? 'rotate-180' : ''}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="m12 5-5 5 5 5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

export function ClientTestimonialsSection() {
  return (
    <section aria-labelledby="clients-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="clients-title" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          What Our Clients Say
        </h2>
        <div className="flex gap-2">
          <InertArrow direction="previous" />
          <InertArrow direction="next" />
        </div>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {WEBINAR_TESTIMONIALS.map((testimonial) => (
          <li
            key={testimonial.name}
            className={`flex flex-col rounded-2xl p-6 shadow-sm ${testimonial.dark ? 'bg-ink text-white' : 'border border-slate-200 bg-white text-ink'}`}
          >
            <StarRating rating={testimonial.rating} />
            <blockquote
              className={`mt-4 flex-1 leading-relaxed ${testimonial.dark ? 'text-slate-100' : 'text-slate-800'}`}
            >
              “{testimonial.feedback}”
            </blockquote>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Topics">
              {testimonial.tags.map((tag) => (
                <li
                  key={tag}
                  className={`rounded-full px-3 py-1 text-xs font-semibold ${testimonial.dark ? 'bg-white/10 text-white' : 'bg-brand-50 text-brand-900'}`}
                >
                  {tag}
                </li>
              ))}
            </ul>
            <div className="mt-5 flex items-center gap-3">
              <InitialsAvatar
                initials={testimonial.avatar}
                colorClassName={testimonial.dark ? 'bg-accent text-ink' : 'bg-brand-100 text-brand-900'}
              />
              <div>
                <p className="font-bold">{testimonial.name}</p>
                <p className={`text-sm ${testimonial.dark ? 'text-slate-300' : 'text-slate-700'}`}>
                  {testimonial.role}
                </p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
