import { CheckList } from '../../components/check-list';
import { SectionHeading } from '../../components/section-heading';
import { site } from '../../config/site';

const WHAT_YOU_SKIP = [
  'No virtual assistant to hire and train',
  'No dialer subscription or cold-calling shifts',
  'No skip tracing: every lead arrives with the seller’s name and phone',
  'Resources and guidance from our team come with every plan',
] as const;

/** Home section 2: who we are and why the service exists (docs/product.md §1). */
export function AboutSection() {
  return (
    <section aria-labelledby="about-title" className="scroll-mt-24 bg-white py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading
            id="about-title"
            eyebrow="About us"
            title="Built by investors who were tired of buying bad lists"
            align="left"
          >
            <p>
              {site.name} started inside an acquisitions team that spent more on callers, dialers and skip
              tracing than on deals. We turned the part that worked — talking only to owners who already want
              to sell — into a service anyone can subscribe to.
            </p>
            <p className="mt-4">
              Today more than 1,000 investors, wholesalers and agents use it to fill their pipeline, and our
              members have generated about $1M in assignment fees, around $10K per deal on average.
            </p>
          </SectionHeading>
        </div>
        <div className="rounded-3xl bg-brand-50 p-8 sm:p-10">
          <h3 className="text-xl font-bold text-brand-900">What you no longer need</h3>
          <CheckList items={WHAT_YOU_SKIP} className="mt-6 text-lg text-ink" />
        </div>
      </div>
    </section>
  );
}
