import { Island } from '../components/island';
import { site } from '../config/site';
import { AuthenticationSection, PostmanSection } from '../features/api-docs/docs-access-sections';
import { EndpointSection } from '../features/api-docs/docs-endpoint-section';
import {
  MembersSection,
  SampleResponseSection,
  SupportSection,
  TutorialsSection,
} from '../features/api-docs/docs-help-sections';
import { OptOutSection } from '../features/api-docs/docs-opt-out-section';
import { StatusSection } from '../features/api-docs/docs-status-section';
import { GhlStatusSection } from '../features/api-docs/docs-ghl-status-section';
import { DocsSection } from '../features/api-docs/docs-section';
import { DocsTableOfContents, docsTitle } from '../features/api-docs/docs-table-of-contents';
import { CodeExamples } from '../features/api-docs/code-examples';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Webhook API documentation',
    description: `Pull your purchased ${site.name} leads into any CRM with your API key: authentication with the x-api-key header, Postman steps, the endpoint, and examples in cURL, Node, Python and Java.`,
  });

/** The webhook API documentation (docs/product.md §2.8). */
export default function DocsPage() {
  return (
    <main>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 pb-8 pt-12 sm:pt-16">
          <p className="text-sm font-bold uppercase tracking-widest text-brand-700">Developers</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            Webhook API documentation
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Send the leads you buy on {site.name} straight into your CRM, dialer or spreadsheet. One request
            with your API key returns every lead you own, with the seller&apos;s name, phone and property
            address.
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 pb-16">
        <DocsTableOfContents />
        <AuthenticationSection />
        <PostmanSection />
        <EndpointSection />
        <DocsSection id="examples" title={docsTitle('examples')}>
          <p>
            Each example fetches the first page and prints the JSON. Replace <strong>YOUR_API_KEY</strong>{' '}
            with your key; the URL is already this site&apos;s.
          </p>
          <Island name="code-examples" component={CodeExamples} />
        </DocsSection>
        <SampleResponseSection />
        <StatusSection />
        <GhlStatusSection />
        <OptOutSection />
        <TutorialsSection />
        <MembersSection />
        <SupportSection />
      </div>
    </main>
  );
}
