import { Link, useLocation } from 'react-router';
import { LegalDocument } from '../components/legal-document';
import { site } from '../config/site';
import { TERMS_EFFECTIVE_DATE } from '../features/legal/legal-dates';
import { TERMS_SECTIONS } from '../features/legal/terms-sections';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Terms and Conditions',
    description: `The ${site.name} user agreement: membership renewal and cancellation, fees in USD, Premium Lead credits, Exclusive Leads, the wallet, download limits and your rights.`,
  });

/** Served at /terms-and-conditions and /agreement (docs/product.md §2.1); the header is hidden on /agreement. */
export default function TermsPage() {
  const { pathname } = useLocation();
  const isAgreement = pathname.includes('/agreement');
  return (
    <LegalDocument
      title="Terms and Conditions"
      effectiveDate={TERMS_EFFECTIVE_DATE}
      topSlot={
        isAgreement ? (
          <div className="mb-8 flex items-center justify-between gap-4 border-b border-brand-100 pb-4">
            <Link
              to="/"
              className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
            >
              <span aria-hidden="true">←</span> Back to home
            </Link>
            <span className="text-lg font-extrabold tracking-tight text-brand-900">{site.name}</span>
          </div>
        ) : null
      }
      intro={
        <>
          <p>
            This User Agreement explains the rules for using {site.name}. Please read it before you sign up.
            In short: you must be 18 or older, memberships renew automatically until you cancel, fees are in
            USD and non-refundable, and unused Premium Lead credits do not roll over.
          </p>
        </>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
