import { site } from '../config/site';
import { ClientTestimonialsSection } from '../features/webinar/client-testimonials-section';
import { CoverSection } from '../features/webinar/cover-section';
import { SpeakersSection } from '../features/webinar/speakers-section';
import { useIsWebinarPast } from '../features/webinar/use-is-webinar-past';
import { WebinarAccessSection } from '../features/webinar/webinar-access-section';
import { WEBINAR_HEADLINE } from '../features/webinar/webinar-content';
import { WebinarHero } from '../features/webinar/webinar-hero';
import { WEBINAR_DATE_LABEL } from '../features/webinar/webinar-schedule';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Free Training: Your First $10,000 Wholesaling Real Estate',
    description: `${WEBINAR_HEADLINE}. Free training for real estate investors by ${site.name}, first streamed live on ${WEBINAR_DATE_LABEL}; get the recording.`,
  });

export default function WebinarPage() {
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
