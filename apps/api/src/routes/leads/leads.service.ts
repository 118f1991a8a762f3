/**
 * The two lead lists at scale (docs/decisions/010): the public marketplace and the pull API, each
 * paged through keys rather than OFFSET, with pageCount that never counts every row.
 */
export { countMarketplaceLeads, listMarketplaceLeads } from './marketplace-list.js';
export { listPurchasedLeads } from './purchased-list.js';

export const pageCountOf = (total: number, limit: number) => Math.ceil(total / limit);

export interface Page<T> {
  items: T[];
  currentPage: number;
  pageCount: number;
}
