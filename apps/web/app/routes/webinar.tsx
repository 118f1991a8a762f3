import { Island } from '../components/island';
import { site } from '../config/site';
import { WebinarPage } from '../features/webinar/webinar-page';
import { WEBINAR_HEADLINE } from '../features/webinar/webinar-content';
import { WEBINAR_DATE_LABEL } from '../features/webinar/webinar-schedule';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Free Training: Your First $10,000 Wholesaling Real Estate',
    description: `${WEBINAR_HEADLINE}. Free training for real estate investors by ${site.name}, first streamed live on ${WEBINAR_DATE_LABEL}; get the recording.`,
  });

export default function WebinarRoute() {
  return <Island name="webinar-page" component={WebinarPage} />;
}
