import { LIMITS } from '@app/shared';
import { FactGrid, LeadKindSection } from './lead-kind-section';

const POINTS = [
  'Sold to one buyer only — nobody else ever calls that seller from our list',
  'Validated twice, from Meta ads and AI callers',
  'First come, first served: paid from your wallet in one click',
  `Bad contact info or a duplicate? Request a refund within ${LIMITS.exclusiveRefundWindowHours} hours with your call, SMS or email log`,
] as const;

const FACTS = [
  { value: '1', label: 'buyer per lead' },
  { value: '2×', label: 'validation before upload' },
  { value: `${LIMITS.exclusiveRefundWindowHours} h`, label: 'window for refund requests' },
  { value: 'Wallet', label: 'pays; rewards from giveaways too' },
] as const;

/** Home section 5 (docs/product.md §1: one buyer, validated twice, first-come first-served). */
export function ExclusiveLeadsSection() {
  return (
    <LeadKindSection
      id="exclusive-title"
      eyebrow="Exclusive Leads"
      title="A seller nobody else is calling"
      intro="When a deal is worth racing for, take it alone. Exclusive Leads are removed from the marketplace the moment you buy them and are yours for good."
      points={POINTS}
      link={{ to: '/exclusiveleads', label: 'Explore Exclusive Leads' }}
      tone="dark"
      aside={<FactGrid facts={FACTS} tone="dark" />}
    />
  );
}
