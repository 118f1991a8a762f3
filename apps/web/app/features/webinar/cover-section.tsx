import { VideoPosterCard } from '../../components/video-poster-card';
import { site } from '../../config/site';
import { CoverAccordion } from './cover-accordion';
import { HostCard } from './host-card';
import { WEBINAR_VIDEO } from './webinar-content';

export function CoverSection() {
  const videoSrc = site.videoBaseUrl ? `${site.videoBaseUrl.replace(/\/$/, '')}/${WEBINAR_VIDEO.file}` : null;
  return (
    <section aria-labelledby="cover-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <h2
        id="cover-title"
        className="text-center text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl"
      >
        Here&apos;s what we&apos;ll cover
      </h2>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1.1fr_1fr]">
        <CoverAccordion />
        <div className="space-y-5">
          <VideoPosterCard
            title={WEBINAR_VIDEO.title}
            src={videoSrc}
            aspectClassName="aspect-video"
            posterClassName="bg-gradient-to-br from-brand-700 to-ink text-white"
          >
            <p className="text-xs font-bold uppercase tracking-widest text-accent">Session preview</p>
            <p className="mt-auto text-lg font-semibold leading-snug sm:text-xl">{WEBINAR_VIDEO.quote}</p>
          </VideoPosterCard>
          <HostCard />
        </div>
      </div>
    </section>
  );
}
