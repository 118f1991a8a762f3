import { ClientTestimonialsSection } from './client-testimonials-section';
import { CoverSection } from './cover-section';
import { SpeakersSection } from './speakers-section';
import { useIsWebinarPast } from './use-is-webinar-past';
import { WebinarAccessSection } from './webinar-access-section';
import { WebinarHero } from './webinar-hero';

/** The webinar page's content: one island, because it changes as a whole once the date has passed. */
export function WebinarPage() {
  const isPast = useIsWebinarPast();
  return (
    <main>
      <WebinarHero isPast={isPast} />
      <WebinarAccessSection isPast={isPast} />
      <CoverSection />
      <SpeakersSection />
      <ClientTestimonialsSection />
    </main>
  );
}
