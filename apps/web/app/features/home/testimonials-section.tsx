import { InitialsAvatar } from '../../components/initials-avatar';
import { SectionHeading } from '../../components/section-heading';
import { StarRating } from '../../components/star-rating';
import { VideoPosterCard } from '../../components/video-poster-card';
import { site } from '../../config/site';
import { CLIENT_TESTIMONIALS, type ClientTestimonial } from './client-testimonials';

const videoSrc = (index: number) =>
  site.videoBaseUrl ? `${site.videoBaseUrl}/testimonial-${index + 1}.mp4` : null;

function TestimonialPoster({ testimonial }: { testimonial: ClientTestimonial }) {
  const { dark } = testimonial;
  return (
    <figure className="flex h-full flex-col">
      <StarRating className={dark ? 'text-accent' : 'text-amber-500'} />
      <blockquote className={`mt-5 text-xl font-semibold leading-snug ${dark ? 'text-white' : 'text-ink'}`}>
        <p>“{testimonial.feedback}”</p>
      </blockquote>
      <ul className="mt-5 flex flex-wrap gap-2" aria-label="Topics">
        {testimonial.tags.map((tag) => (
          <li
            key={tag}
            className={`rounded-full px-3 py-1 text-xs font-semibold ${dark ? 'bg-white/10 text-brand-50' : 'bg-brand-100 text-brand-900'}`}
          >
            {tag}
          </li>
        ))}
      </ul>
      <figcaption className="mt-auto flex items-center gap-3 pt-6">
        <InitialsAvatar
          initials={testimonial.avatar}
          colorClassName={dark ? 'bg-accent text-ink' : 'bg-brand-900 text-white'}
        />
        <span>
          <span className={`block font-bold ${dark ? 'text-white' : 'text-ink'}`}>{testimonial.name}</span>
          <span className={`block text-sm ${dark ? 'text-brand-100' : 'text-slate-600'}`}>
            {testimonial.role} · {testimonial.city}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Home section 9: six client-testimonial videos under 'What Clients Say About' + the product name. */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="scroll-mt-24 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Client stories"
          title={`What Clients Say About ${site.name}`}
        >
          <p>Investors, wholesalers, agents and brokers on the deals they closed with our leads.</p>
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CLIENT_TESTIMONIALS.map((testimonial, index) => (
            <li key={testimonial.name}>
              <VideoPosterCard
                title={`${testimonial.name}, ${testimonial.role} in ${testimonial.city}`}
                src={videoSrc(index)}
                aspectClassName="min-h-[22rem]"
                posterClassName={
                  testimonial.dark
                    ? 'bg-linear-to-br from-brand-700 via-brand-900 to-ink'
                    : 'bg-linear-to-br from-brand-50 via-white to-amber-50 ring-1 ring-slate-200'
                }
              >
                <TestimonialPoster testimonial={testimonial} />
              </VideoPosterCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
