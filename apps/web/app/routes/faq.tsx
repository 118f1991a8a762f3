import { Island } from '../components/island';
import { FAQ_ENTRIES } from '../config/faq';
import { appHref, site } from '../config/site';
import { FaqAccordion } from '../components/faq-accordion';
import { FaqJsonLd } from '../features/faq/faq-json-ld';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Frequently Asked Questions',
    description: `Answers about ${site.name} leads: Premium vs Exclusive Leads, the 3 downloads or 30 days rule, monthly credits, refunds, CSV, API, Google Sheet and Go High Level delivery, and the affiliate program.`,
  });

export default function FaqPage() {
  return (
    <main>
      <FaqJsonLd entries={FAQ_ENTRIES} />
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pb-8 pt-12 text-center sm:pt-16">
          <p className="text-sm font-bold uppercase tracking-widest text-brand-700">FAQ</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            Frequently Asked Questions
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            Everything investors, wholesalers and agents ask us before they take their first lead.
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4">
        <Island name="faq-accordion" component={FaqAccordion} props={{ entries: FAQ_ENTRIES }} />
        <section
          aria-labelledby="faq-more"
          className="mt-12 rounded-2xl bg-brand-900 px-6 py-8 text-center text-white sm:px-10"
        >
          <h2 id="faq-more" className="text-2xl font-bold">
            Still have a question?
          </h2>
          <p className="mt-2 text-brand-100">
            Write to{' '}
            <a className="font-semibold text-white underline" href={`mailto:${site.supportEmail}`}>
              {site.supportEmail}
            </a>{' '}
            or start with 25 leads for $99 and see them for yourself.
          </p>
          <a
            href={appHref('/sign-up')}
            className="mt-6 inline-block rounded-lg bg-accent px-6 py-3 font-bold text-ink hover:brightness-95"
          >
            Sign up now
          </a>
        </section>
      </div>
    </main>
  );
}
