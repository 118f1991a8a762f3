import { LIMITS } from '@app/shared';
import { site } from '../config/site';
import { ComparisonTable } from '../features/lead-kinds/comparison-table';
import { GuaranteeSection } from '../features/lead-kinds/guarantee-section';
import { LeadClosingCta } from '../features/lead-kinds/lead-cta';
import { LeadFieldsSection } from '../features/lead-kinds/lead-fields-section';
import { EXCLUSIVE_CONTENT } from '../features/lead-kinds/lead-kind-content';
import { LeadKindHero } from '../features/lead-kinds/lead-kind-hero';
import { RuleGrid } from '../features/lead-kinds/rule-grid';
import { WalletSection } from '../features/lead-kinds/wallet-section';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Exclusive Leads',
    description: `${site.name} Exclusive Leads: motivated sellers sold to one buyer only, validated twice, first come first served, paid from your wallet, with refunds within ${LIMITS.exclusiveRefundWindowHours} hours.`,
  });

export default function ExclusiveLeadsPage() {
  return (
    <main>
      <LeadKindHero content={EXCLUSIVE_CONTENT} />
      <RuleGrid title={EXCLUSIVE_CONTENT.rulesTitle} rules={EXCLUSIVE_CONTENT.rules} />
      <WalletSection />
      <LeadFieldsSection />
      <GuaranteeSection guarantee={EXCLUSIVE_CONTENT.guarantee} />
      <ComparisonTable current="exclusive" />
      <LeadClosingCta {...EXCLUSIVE_CONTENT.closing} primaryLabel={EXCLUSIVE_CONTENT.primaryLabel} />
    </main>
  );
}
