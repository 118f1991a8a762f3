import { formatPhone, type SellerOptOut, type SellerOptOutSource } from '@app/shared';

/** How a number came onto the list, in the team's words. */
export const SOURCE_LABELS: Record<SellerOptOutSource, string> = {
  seller: 'Seller confirmed by text',
  staff: 'Added by staff',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What adding a number changed at once: the leads it took off sale and the buyers told. */
export function optOutEffects(optOut: Pick<SellerOptOut, 'leads_withdrawn' | 'buyers_notified'>): string {
  return `${count(optOut.leads_withdrawn, 'lead', 'leads')} withdrawn, ${count(optOut.buyers_notified, 'buyer', 'buyers')} told`;
}

/** The toast after "Add to the list". */
export function optOutAddedText(optOut: SellerOptOut): string {
  return `${formatPhone(optOut.phone)} is on the do-not-sell list: ${optOutEffects(optOut)}.`;
}
