import { InitialsAvatar } from '../../components/initials-avatar';
import { StarRating } from '../../components/star-rating';
import type { UserTestimonial } from './user-testimonials';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

export function TestimonialCard({ testimonial }: { testimonial: UserTestimonial }) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <StarRating rating={testimonial.rating} className="text-amber-500" />
      <blockquote className="mt-4 leading-relaxed text-slate-700">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <InitialsAvatar initials={initials(testimonial.name)} />
        <span>
          <span className="block font-bold text-ink">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">
            {testimonial.role} · {testimonial.city}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
