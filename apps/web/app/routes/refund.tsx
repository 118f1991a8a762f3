import { LIMITS } from '@app/shared';
import { LegalDocument } from '../components/legal-document';
import { site } from '../config/site';
import { REFUND_EFFECTIVE_DATE } from '../features/legal/legal-dates';
import { RefundAtAGlance } from '../features/legal/refund-at-a-glance';
import { REFUND_SECTIONS } from '../features/legal/refund-sections';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Refund Policy',
    description: `How ${site.name} handles refunds and replacements: no refunds on subscriptions, replacements for qualifying Premium Leads, and wallet refunds for Exclusive Leads within ${LIMITS.exclusiveRefundWindowHours} hours.`,
  });

export default function RefundPolicyPage() {
  return (
    <LegalDocument
      title="Refund Policy"
      effectiveDate={REFUND_EFFECTIVE_DATE}
      intro={
        <>
          <p>
            We stand behind our leads. This policy explains when a Premium Lead is replaced, when an Exclusive
            Lead is refunded to your wallet, and how to ask. Subscriptions themselves are not refundable.
          </p>
          <RefundAtAGlance />
        </>
      }
      sections={REFUND_SECTIONS}
    />
  );
}
