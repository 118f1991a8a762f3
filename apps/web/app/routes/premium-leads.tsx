import { LIMITS } from '@app/shared';
import { site } from '../config/site';
import { ComparisonTable } from '../features/lead-kinds/comparison-table';
import { DeliverySection } from '../features/lead-kinds/delivery-section';
import { GuaranteeSection } from '../features/lead-kinds/guarantee-section';
import { LeadClosingCta } from '../features/lead-kinds/lead-cta';
import { LeadFieldsSection } from '../features/lead-kinds/lead-fields-section';
import { PREMIUM_CONTENT } from '../features/lead-kinds/lead-kind-content';
import { LeadKindHero } from '../features/lead-kinds/lead-kind-hero';
import { RuleGrid } from '../features/lead-kinds/rule-grid';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Premium Leads',
    description: `${site.name} Premium Leads: qualified motivated-seller leads included in the Basic and Pro packages, shared with at most ${LIMITS.premiumMaxBuyers} buyers, uploaded daily before 10 AM Central Time.`,
  });

export default function PremiumLeadsPage() {
  return (
    <main>
      <LeadKindHero content={PREMIUM_CONTENT} />
      <RuleGrid title={PREMIUM_CONTENT.rulesTitle} rules={PREMIUM_CONTENT.rules} />
      <DeliverySection />
      <LeadFieldsSection />
      <GuaranteeSection guarantee={PREMIUM_CONTENT.guarantee} />
      <ComparisonTable current="premium" />
      <LeadClosingCta {...PREMIUM_CONTENT.closing} primaryLabel={PREMIUM_CONTENT.primaryLabel} />
    </main>
  );
}
