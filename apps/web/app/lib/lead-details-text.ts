import type { LeadCondition, LeadOccupancy } from '@app/shared';
import { formatThousands } from './format-number';

/**
 * The words of a lead's property details (issue 18.3), shared by the public marketplace's island,
 * the customer marketplace and the purchased leads. Types only from @app/shared: the contract
 * module that defines them loads zod, which the island must never ship (decision 013).
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '3 beds · 2.5 baths · 1,480 sq ft', leaving out what the lead does not say; null when it says none. */
export function sizeText(lead: {
  bedrooms: number | null;
  bathrooms: number | null;
  square_feet: number | null;
}): string | null {
  const parts = [
    lead.bedrooms === null ? null : plural(lead.bedrooms, 'bed', 'beds'),
    lead.bathrooms === null ? null : plural(lead.bathrooms, 'bath', 'baths'),
    lead.square_feet === null ? null : `${formatThousands(lead.square_feet)} sq ft`,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** A choice of the contract as a label: 'needs work' → 'Needs work', 'AI caller' stays. */
export function choiceText(choice: string): string {
  return choice.charAt(0).toUpperCase() + choice.slice(1);
}

export function conditionText(condition: LeadCondition): string {
  return choiceText(condition);
}

const OCCUPANCY_TEXT: Record<LeadOccupancy, string> = {
  'owner-occupied': 'Owner-occupied',
  tenant: 'Tenant in place',
  vacant: 'Vacant',
};

export function occupancyText(occupancy: LeadOccupancy): string {
  return OCCUPANCY_TEXT[occupancy];
}

/** 69.4 → '69.4%', 100 → '100%', -6.5 → '−6.5%' (a real minus sign). */
export function percentText(percent: number): string {
  const text = `${Math.abs(percent)}%`;
  return percent < 0 ? `−${text}` : text;
}
