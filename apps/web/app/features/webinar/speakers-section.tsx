import { InitialsAvatar } from '../../components/initials-avatar';
import { SPEAKERS, type SpeakerCard } from './webinar-people';

function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
      <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true">
        <path d="M10 1.5 12.4 3l2.8-.2.9 2.7 2.3 1.6-1 2.7 1 2.6-2.3 1.7-.9 2.6-2.8-.1L10 18.5 7.6 17l-2.8.1-.9-2.6-2.3-1.7 1-2.6-1-2.7 2.3-1.6.9-2.7 2.8.2L10 1.5Zm3.3 6.2-1.2-1L9 10.4 7.7 9l-1.2 1 2.5 2.8 4.3-5.1Z" />
      </svg>
      Verified
    </span>
  );
}

function Speaker({ speaker }: { speaker: SpeakerCard }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start gap-4">
        <InitialsAvatar
          initials={speaker.image}
          className="h-14 w-14 text-lg"
          colorClassName="bg-ink text-white"
        />
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-ink">{speaker.name}</h3>
          <p className="text-sm text-slate-700">{speaker.role}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {speaker.status}
            </span>
            {speaker.verified && <VerifiedBadge />}
          </div>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-3 text-center text-sm">
        <div>
          <dt className="text-xs text-slate-600">Coaching rate</dt>
          <dd className="font-semibold text-ink">{speaker.rate}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Location</dt>
          <dd className="font-semibold text-ink">{speaker.location}</dd>
        </div>
      </dl>
      <figure className="mt-5 flex-1 border-l-4 border-brand-500 pl-4">
        {speaker.testimonial ? (
          <blockquote className="italic leading-relaxed text-slate-800">“{speaker.testimonial}”</blockquote>
        ) : (
          <p className="text-sm text-slate-700">Recommended by</p>
        )}
        <figcaption className="mt-2 text-sm font-semibold text-ink">
          {speaker.reviewer}, <span className="font-normal text-slate-700">{speaker.reviewerRole}</span>
        </figcaption>
      </figure>
    </li>
  );
}

/** 'Top 3 Speakers': static cards; the hourly rates are display only (docs/product.md §9). */
export function SpeakersSection() {
  return (
    <section aria-labelledby="speakers-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2
          id="speakers-title"
          className="text-center text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl"
        >
          Top 3 Speakers
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          Practitioners who wholesale, dispose of and list deals every month, and who coach new investors one
          to one.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {SPEAKERS.map((speaker) => (
            <Speaker key={speaker.name} speaker={speaker} />
          ))}
        </ul>
      </div>
    </section>
  );
}
