import type { LeadType } from '@app/shared';

/** "Spend 1 of your 23 credits?" before a premium take (issue 18.6); without the figure yet, the question alone. */
export function premiumConfirmTitle(creditsLeft: number | undefined): string {
  if (creditsLeft === undefined) return 'Spend 1 premium credit?';
  return `Spend 1 of your ${creditsLeft} ${creditsLeft === 1 ? 'credit' : 'credits'}?`;
}

/** Where a member finds a lead they took or bought, later. */
export const purchasedLeadsPath = (leadType: LeadType) =>
  leadType === 'premium'
    ? '/purchased-leads/get-purchased-premium-leads'
    : '/purchased-leads/exclusive-leads';

/** The title of the dialog that follows a purchase: a bought exclusive lead, or a taken premium one. */
export const revealedLeadTitle = (leadType: LeadType | undefined) =>
  leadType === 'exclusive' ? 'This lead is yours alone' : 'Lead taken';
