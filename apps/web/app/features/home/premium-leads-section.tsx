import { LIMITS } from '@app/shared';
import { FactGrid, LeadKindSection } from './lead-kind-section';

const POINTS = [
  'Sourced from cold calls, inbound and outbound marketing and Meta ads',
  'Qualified by our team before upload, so you call real sellers',
  `Shared with ${LIMITS.premiumMaxBuyers} buyers at most, then taken off the marketplace`,
  'Included in the Basic and Pro packages through monthly credits',
] as const;

const FACTS = [
  { value: '25', label: 'leads for $99 on Basic' },
  { value: `${LIMITS.premiumMaxBuyers}`, label: 'buyers per lead, at most' },
  { value: `${LIMITS.premiumLifetimeDays} days`, label: 'on the marketplace, at most' },
  { value: '10 AM', label: 'Central: daily upload deadline' },
] as const;

/** Home section 4 (docs/product.md §1 and §9: non-exclusive, 3 downloads or 30 days). */
export function PremiumLeadsSection() {
  return (
    <LeadKindSection
      id="premium-title"
      eyebrow="Premium Leads"
      title="A steady pipeline of qualified sellers, every month"
      intro={`Premium Leads are non-exclusive and priced for volume. Each one leaves the marketplace after ${LIMITS.premiumMaxBuyers} downloads or ${LIMITS.premiumLifetimeDays} days, whichever comes first, so you never compete with a crowd.`}
      points={POINTS}
      link={{ to: '/premiumleads', label: 'Explore Premium Leads' }}
      tone="light"
      aside={<FactGrid facts={FACTS} tone="light" />}
    />
  );
}
