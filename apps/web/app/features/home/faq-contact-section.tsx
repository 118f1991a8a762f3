import { Island } from '../../components/island';
import { site } from '../../config/site';
import { ContactForm } from './contact-form';
import { FaqExcerpt } from './faq-excerpt';

/** Home section 8: a FAQ excerpt beside the contact form. */
export function FaqContactSection() {
  return (
    <section aria-label="Questions and contact" className="scroll-mt-24 bg-white py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-14 px-4 sm:px-6 lg:grid-cols-2">
        <FaqExcerpt />
        <div
          id="contact"
          className="scroll-mt-24 rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-10"
        >
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">Contact us</p>
          <h2 id="contact-title" className="mt-3 text-3xl font-extrabold tracking-tight text-ink">
            Talk to a person, not a bot
          </h2>
          <p className="mt-3 leading-relaxed text-slate-600">
            Ask about markets we cover, plans for teams or a lead you bought. We answer within one business
            day, or write to{' '}
            <a
              className="font-semibold text-brand-700 underline underline-offset-4"
              href={`mailto:${site.supportEmail}`}
            >
              {site.supportEmail}
            </a>
            .
          </p>
          <div className="mt-8">
            {/* react-hook-form and the contact contract load when the form nears the viewport. */}
            <Island name="contact-form" component={ContactForm} when="visible" />
          </div>
        </div>
      </div>
    </section>
  );
}
