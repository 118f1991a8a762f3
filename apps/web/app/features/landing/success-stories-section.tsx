import { SectionHeading } from '../../components/section-heading';
import { VideoPosterCard } from '../../components/video-poster-card';
import { site } from '../../config/site';
import { SUCCESS_STORIES } from './success-stories';

const videoSrc = (index: number) =>
  site.videoBaseUrl ? `${site.videoBaseUrl}/success-story-${index + 1}.mp4` : null;

/** /landing-page: the success-stories heading with three videos (posters until configured). */
export function SuccessStoriesSection() {
  return (
    <section aria-labelledby="stories-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="stories-title"
          eyebrow="Success stories"
          title="Real Deals Closed by Real Members"
        >
          <p>Three members, three markets, three contracts — in their own words.</p>
        </SectionHeading>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {SUCCESS_STORIES.map((story, index) => (
            <li key={story.name}>
              <VideoPosterCard
                title={`${story.name}: ${story.headline}`}
                src={videoSrc(index)}
                aspectClassName="min-h-[20rem]"
                posterClassName={
                  index === 1
                    ? 'bg-linear-to-br from-amber-100 via-white to-brand-50 ring-1 ring-slate-200'
                    : 'bg-linear-to-br from-brand-600 via-brand-900 to-ink'
                }
              >
                <figure className="flex h-full flex-col">
                  <p
                    className={`text-2xl font-extrabold leading-tight ${index === 1 ? 'text-ink' : 'text-white'}`}
                  >
                    {story.headline}
                  </p>
                  <blockquote
                    className={`mt-4 leading-relaxed ${index === 1 ? 'text-slate-700' : 'text-brand-100'}`}
                  >
                    <p>“{story.quote}”</p>
                  </blockquote>
                  <figcaption
                    className={`mt-auto pt-6 text-sm ${index === 1 ? 'text-slate-600' : 'text-brand-100'}`}
                  >
                    <strong className={`block text-base ${index === 1 ? 'text-ink' : 'text-white'}`}>
                      {story.name}
                    </strong>
                    {story.role} · {story.city}
                  </figcaption>
                </figure>
              </VideoPosterCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
