import { Island } from '../../components/island';
import { Link } from 'react-router';
import { SAMPLE_PURCHASED_LEADS_RESPONSE } from '@app/shared';
import { site } from '../../config/site';
import { DocsSection, InlineCode } from './docs-section';
import { docsTitle } from './docs-table-of-contents';
import { IntegrationGuides } from './integration-guides';
import { LeadDetailFieldsTable } from './lead-detail-fields-table';
import { TutorialVideos } from './tutorial-videos';

/** The customer-area page where members connect a webhook or a sheet (docs/product.md §2.8). */
export const PURCHASED_PREMIUM_LEADS_PATH = '/purchased-leads/get-purchased-premium-leads';

export function SampleResponseSection() {
  return (
    <DocsSection id="sample-response" title={docsTitle('sample-response')}>
      <p>
        Each lead has the seller&apos;s name and phone, the property address and type, why and how soon they
        want to sell, whether it is listed on the MLS, the location as GeoJSON (longitude first, then
        latitude), when you bought it and what you paid: <InlineCode>0</InlineCode> for a premium lead taken
        with a credit, the price in dollars for an exclusive lead. <InlineCode>do_not_contact</InlineCode> is{' '}
        <InlineCode>true</InlineCode> once the seller has asked not to be contacted (see{' '}
        <a className="font-semibold text-brand-700 underline" href="#opt-outs">
          Sellers who opt out
        </a>
        ).
      </p>
      <pre
        tabIndex={0}
        aria-label="Sample response"
        className="max-h-[32rem] overflow-auto rounded-2xl bg-ink p-4 text-sm leading-relaxed text-slate-100"
      >
        <code>{JSON.stringify(SAMPLE_PURCHASED_LEADS_RESPONSE, null, 2)}</code>
      </pre>
      <h3 id="lead-details" className="pt-2 text-lg font-bold text-brand-900">
        The property and the seller
      </h3>
      <p>
        Each lead also says what we know of the house and the call. A field is <InlineCode>null</InlineCode>{' '}
        (an empty cell in the CSV and the Sheet) when the seller did not say; the CSV and Sheet columns come
        after <strong>Lead ID</strong>, so a mapping you already have keeps working.
      </p>
      <LeadDetailFieldsTable />
    </DocsSection>
  );
}

export function TutorialsSection() {
  return (
    <DocsSection id="tutorials" title={docsTitle('tutorials')}>
      <p>
        Short walk-throughs of the three ways to get your leads out automatically, then each one step by step.
      </p>
      <Island name="tutorial-videos" component={TutorialVideos} when="visible" />
      <IntegrationGuides />
    </DocsSection>
  );
}

/** docs/product.md §2.8: logged-in customers are pointed to purchased-leads/get-purchased-premium-leads. */
export function MembersSection() {
  return (
    <DocsSection id="members" title={docsTitle('members')}>
      <p>
        Already a member? You can connect without writing code. In your account, open the menu{' '}
        <strong>Purchased</strong>, then <strong>Premium Leads</strong>, then choose{' '}
        <strong>Connect Webhook</strong> to have new leads sent to your URL, or <strong>Connect Sheet</strong>{' '}
        to fill a Google Sheet.
      </p>
      <Link
        to={PURCHASED_PREMIUM_LEADS_PATH}
        className="inline-flex rounded-xl bg-brand-700 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-900"
      >
        Go to my purchased Premium Leads
      </Link>
    </DocsSection>
  );
}

export function SupportSection() {
  return (
    <DocsSection id="support" title={docsTitle('support')}>
      <p>
        Stuck on an integration? Email{' '}
        <a
          className="font-semibold text-brand-700 underline"
          href={`mailto:${site.supportEmail}?subject=API%20question`}
        >
          {site.supportEmail}
        </a>{' '}
        with the request you sent (leave out your key) and the answer you got; our team replies within one
        business day.
      </p>
    </DocsSection>
  );
}
