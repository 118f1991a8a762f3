import { VideoPosterCard } from '../../components/video-poster-card';
import { site } from '../../config/site';

/** A morning in the life of a lead, as the poster tells it (uploads before 10 AM Central, docs/product.md §9). */
const TIMELINE = [
  { time: '7:58 AM', text: 'Seller tells our caller she wants to sell her late mother’s house' },
  { time: '9:42 AM', text: 'Lead qualified and published to the marketplace' },
  { time: '9:43 AM', text: 'It lands in your CRM through your webhook' },
  { time: '9:50 AM', text: 'You are the first investor on the phone' },
] as const;

/** The hero's promo video: a poster until a video storage URL is configured (docs/product.md §12). */
export function PromoVideo() {
  const src = site.videoBaseUrl ? `${site.videoBaseUrl}/promo.mp4` : null;
  return (
    <VideoPosterCard
      title={`How ${site.name} works, in two minutes`}
      src={src}
      aspectClassName="min-h-[22rem]"
      playButtonPosition="corner"
      posterClassName="bg-linear-to-br from-brand-600 via-brand-700 to-ink ring-1 ring-white/15"
    >
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent">The 2-minute tour</p>
      <p className="mt-3 max-w-sm text-2xl font-extrabold leading-tight text-white sm:text-3xl">
        From a seller&apos;s “yes” to your phone before 10 AM
      </p>
      <ol className="mt-6 space-y-3">
        {TIMELINE.map((step) => (
          <li
            key={step.time}
            className="flex items-start gap-3 rounded-xl bg-white/10 px-4 py-3 text-sm text-brand-50"
          >
            <span className="shrink-0 font-mono font-bold text-accent">{step.time}</span>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
    </VideoPosterCard>
  );
}
